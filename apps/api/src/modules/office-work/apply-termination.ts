import { formatDisplayDate, terminationDay, type TStaffActor } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { audit } from '../../lib/audit';
import type { TRequestContext } from '../../lib/request-context';
import { noticeToCustomer } from '../notices/customer-notices';
import { revokeCertificates } from '../certificates/certificate-rows';
import { cancelWaitingSignatureRequests } from '../signature-requests/signature-request-rows';
import { updateSubscription } from '../subscriptions/repository';
import { decideTermination } from '../termination-requests/termination-request-rows';
import { customerLanguage } from './customer-language';
import { lockOfficeTermination } from './lock-office-termination';
import { loadOfficeName } from './office-name';
import { openTerminationRefund } from './open-termination-refund';
import { customerRefundSentence } from '../notices/refund-sentence';
import { toTerminationItem } from './termination-item';

/**
 * POST /backoffice/terminations/{id}/apply: the office terminates the contract today, the cover's last
 * day, from which the refund counts (decision 045). In one
 * transaction with the subscription locked: the lifecycle's terminate event, every certificate revoked
 * (the verification says it no longer covers) and a signing link still open voided, the pro-rata
 * refund opened, the request decided, the customer mailed in their language, each change audited.
 */
export async function applyTermination(
  db: TDatabase,
  staff: TStaffActor,
  input: { id: string; note?: string },
  context: TRequestContext,
) {
  return db.transaction(async (tx) => {
    const { request, row } = await lockOfficeTermination(tx, staff, input.id);
    const note = input.note || null;
    // Decided first: a request decided meanwhile is the table's 409 before anything else is written.
    const { decided, status } = await decideTermination(tx, request, 'apply', {
      at: context.now,
      by: staff,
      reason: note,
    });
    const terminatedOn = terminationDay(context.now);
    const refund = await openTerminationRefund(tx, row, context, terminatedOn);
    const terminated = await updateSubscription(
      tx,
      row,
      {},
      {
        event: 'terminate',
        actor: staff,
        action: 'subscription.terminated',
        data: {
          terminationRequest: request.id,
          terminatedOn,
          note,
          refund: refund
            ? { id: refund.id, amountCentimes: refund.amountCentimes, dueBy: refund.dueBy }
            : null,
        },
        requestId: context.requestId,
      },
    );
    await revokeCertificates(tx, row.id, context.now);
    await cancelWaitingSignatureRequests(tx, row.id);
    await audit(tx, {
      actor: staff,
      action: 'termination.applied',
      entityType: 'termination_request',
      entityId: request.id,
      fromStatus: request.status,
      toStatus: status,
      data: { subscriptionId: row.id, note },
      requestId: context.requestId,
    });
    const language = await customerLanguage(tx, row);
    await noticeToCustomer(tx, terminated, {
      template: 'termination_applied',
      language,
      when: context.now,
      params: { on: formatDisplayDate(terminatedOn), refund: customerRefundSentence(language, refund) },
    });
    return toTerminationItem(
      decided,
      terminated,
      await loadOfficeName(tx, terminated.officeId),
      context.today,
    );
  });
}
