import type { TIsoDate } from '../time';
import type { TCertificateValidity } from '../contracts/verification';

/**
 * What a border officer is told about a certificate on a given day in Morocco: a revoked certificate
 * (cancelled contract, or replaced by a re-issue) is cancelled whatever the dates.
 */
export function certificateValidity(
  certificate: { validFrom: TIsoDate; validTo: TIsoDate; revoked: boolean },
  today: TIsoDate,
): TCertificateValidity {
  if (certificate.revoked) return 'cancelled';
  if (today < certificate.validFrom) return 'not_yet_valid';
  if (today > certificate.validTo) return 'expired';
  return 'valid';
}
