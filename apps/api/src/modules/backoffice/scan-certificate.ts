import type { TStaffActor, TStaffVerificationAnswer } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import type { TRequestContext } from '../../lib/request-context';
import { recordView } from './record-view';
import { staffVerification } from './staff-verification';

/**
 * GET /backoffice/verification/{code}: the staff's verification of a scanned or typed certificate. Only
 * a scan that shows the insured's name and identity number is a view of personal data, journalled.
 */
export async function scanCertificate(
  db: TDatabase,
  staff: TStaffActor,
  code: string,
  context: TRequestContext,
): Promise<TStaffVerificationAnswer> {
  const answer = await staffVerification(db, staff, code, context);
  if (answer.contract) {
    await recordView(
      db,
      staff,
      { action: 'certificate.scanned', subscriptionId: answer.contract.subscription_id },
      context,
    );
  }
  return answer;
}
