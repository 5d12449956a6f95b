import {
  canActOnOffice,
  displayName,
  type TIsoDate,
  type TLanguage,
  type TStaffScope,
  type TStaffVerificationAnswer,
} from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { certificates, subscriptions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { verifyCertificate } from '../certificates/verify-certificate';
import { parseSubscriptionRow } from '../subscriptions/repository';

/**
 * GET /backoffice/verification/{code}: the public verification, plus, for a contract of the caller's
 * offices, what the counter checks the insured's identity against. Another office's contract shows
 * only what anyone scanning the QR code sees.
 */
export async function staffVerification(
  db: TDatabase,
  scope: TStaffScope,
  code: string,
  context: { language: TLanguage; today: TIsoDate },
): Promise<TStaffVerificationAnswer> {
  const publicAnswer = await verifyCertificate(db, code, context.language, context.today);
  if (!publicAnswer) throw new AppError(404, 'backoffice.verification.notFound');
  const [found] = await db
    .select({ row: subscriptions })
    .from(certificates)
    .innerJoin(subscriptions, eq(subscriptions.id, certificates.subscriptionId))
    .where(eq(certificates.verificationCode, code));
  const row = found && parseSubscriptionRow(found.row);
  const { usage: _usage, ...validity } = publicAnswer;
  return {
    ...validity,
    contract:
      row && canActOnOffice(scope, row.officeId)
        ? {
            subscription_id: row.id,
            code_str: row.codeStr,
            statut: row.statut,
            insured_name: displayName(row.userInfo),
            num_identity: row.userInfo.num_identity ?? null,
            handed_over_at: row.certificateCollectedAt?.toISOString() ?? null,
          }
        : null,
  };
}
