import {
  CONTRACT_CODE_PATTERN,
  displayName,
  type TIsoDate,
  type TLanguage,
  type TStaffActor,
  type TStaffVerificationAnswer,
} from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { verifyCertificate } from '../certificates/verify-certificate';
import {
  findCertificateCodeTyped,
  findSubscriptionOfCertificate,
  type TTypedCertificate,
} from '../subscriptions/subscription-scope';
import { hasOpenTermination } from './open-termination';

/** The number printed on a certificate ("ATT-BRD-2026-000010-1"), as a clerk may type it. */
const CERTIFICATE_NUMBER = /^ATT-[A-Z0-9-]+-\d+$/i;

/**
 * The verification code of a certificate typed by its number, or of a contract's newest certificate
 * typed by the contract's code, for a contract of the caller's offices only: numbers follow each
 * other, so another office's would tell of contracts its QR code never showed. Another office's is
 * answered as an unknown one (decision 023), in words that send the clerk to its QR code.
 */
async function codeTyped(db: TDatabase, staff: TStaffActor, typed: string): Promise<string | null> {
  const text = typed.trim().toUpperCase();
  let certificate: TTypedCertificate | undefined;
  if (CERTIFICATE_NUMBER.test(text)) certificate = { number: text };
  if (CONTRACT_CODE_PATTERN.test(text)) certificate = { contractCode: text };
  return certificate ? findCertificateCodeTyped(db, staff, certificate) : null;
}

/**
 * GET /backoffice/verification/{code}: the public verification (by the QR code's code, or by the
 * certificate's number or the contract's code at the caller's own offices), plus, for a contract of
 * the caller's offices, what the counter checks the insured's identity against. Another office's
 * contract shows only what anyone scanning the QR code sees.
 */
export async function staffVerification(
  db: TDatabase,
  staff: TStaffActor,
  code: string,
  context: { language: TLanguage; today: TIsoDate },
): Promise<TStaffVerificationAnswer> {
  const verificationCode = (await codeTyped(db, staff, code)) ?? code;
  const publicAnswer = await verifyCertificate(db, verificationCode, context.language, context.today);
  if (!publicAnswer) throw new AppError(404, 'backoffice.verification.notFound');
  const shown = await findSubscriptionOfCertificate(db, staff, verificationCode);
  const { usage: _usage, ...validity } = publicAnswer;
  return {
    ...validity,
    contract: shown
      ? {
          subscription_id: shown.id,
          code_str: shown.codeStr,
          statut: shown.statut,
          insured_name: displayName(shown.userInfo),
          num_identity: shown.userInfo.num_identity ?? null,
          handed_over_at: shown.certificateCollectedAt?.toISOString() ?? null,
          termination_requested: await hasOpenTermination(db, shown.id),
        }
      : null,
  };
}
