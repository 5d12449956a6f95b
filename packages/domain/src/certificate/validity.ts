import type { TCertificateValidity } from '../contracts/verification';
import type { TStatut } from '../subscription/lifecycle';
import type { TIsoDate } from '../time';

/** A certificate as stored, beside its contract's status: what its validity is judged on. */
export type TCertificateStanding = {
  validFrom: TIsoDate;
  validTo: TIsoDate;
  /** When it was revoked (replaced by a re-issue, or its contract ended early); null while it stands. */
  revokedAt: Date | null;
  contractStatus: TStatut;
};

/**
 * What a border officer is told about a certificate on a given day in Morocco: a revoked certificate,
 * or one whose contract is cancelled (even before anyone revoked it), is cancelled whatever the dates.
 * The QR code's check and the authorities' lookup by plate both judge with it.
 */
export function certificateValidity(
  certificate: TCertificateStanding,
  today: TIsoDate,
): TCertificateValidity {
  if (certificate.revokedAt !== null || certificate.contractStatus === 'cancelled') return 'cancelled';
  if (today < certificate.validFrom) return 'not_yet_valid';
  if (today > certificate.validTo) return 'expired';
  return 'valid';
}
