import {
  certificateValidity,
  localizedName,
  USAGES,
  type TIsoDate,
  type TLanguage,
  type TVerificationAnswer,
} from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { certificates, subscriptions } from '../../db/schema';
import { VERIFICATION_CODE_PATTERN } from './issue-certificate';

/**
 * What the QR code of a certificate leads to, judged today in Morocco: validity, plate, dates and
 * usage, read from the certificate row and its contract's status alone (never the insured's part of
 * the subscription). Undefined for a code that was never issued; a malformed one is not even looked up.
 */
export async function verifyCertificate(
  db: TDatabase,
  code: string,
  language: TLanguage,
  today: TIsoDate,
): Promise<TVerificationAnswer | undefined> {
  if (!VERIFICATION_CODE_PATTERN.test(code)) return undefined;
  const [found] = await db
    .select({ certificate: certificates, statut: subscriptions.statut })
    .from(certificates)
    .innerJoin(subscriptions, eq(subscriptions.id, certificates.subscriptionId))
    .where(eq(certificates.verificationCode, code));
  if (!found) return undefined;
  const { certificate, statut } = found;
  const usage = USAGES.find((candidate) => candidate.code === certificate.usageCode);
  return {
    status: certificateValidity({ ...certificate, contractStatus: statut }, today),
    certificate_number: certificate.number,
    plate: certificate.plate,
    valid_from: certificate.validFrom,
    valid_to: certificate.validTo,
    usage: {
      code: certificate.usageCode,
      name: usage ? localizedName(usage, 'usage_Name', language) : certificate.usageCode,
    },
    trailer_covered: certificate.trailerCovered,
    checked_on: today,
  };
}
