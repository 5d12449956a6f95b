import type { TStaffActor } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { audit } from '../../lib/audit';
import type { TRequestContext } from '../../lib/request-context';
import { noticeToCustomer } from '../notices/customer-notices';
import { decideTermination } from '../termination-requests/termination-request-rows';
import { customerLanguage } from './customer-language';
import { lockOfficeTermination } from './lock-office-termination';
import { loadOfficeName } from './office-name';
import { toTerminationItem } from './termination-item';

/**
 * POST /backoffice/terminations/{id}/refuse: the contract stays in force; the request is decided with
 * the office's reason, which the customer reads in their mail. The subscription is locked all the same,
 * so a refusal cannot cross an application of the same request.
 */
export async function refuseTermination(
  db: TDatabase,
  staff: TStaffActor,
  input: { id: string; reason: string },
  context: TRequestContext,
) {
  return db.transaction(async (tx) => {
    const { request, row } = await lockOfficeTermination(tx, staff, input.id);
    const { decided, status } = await decideTermination(tx, request, 'refuse', {
      at: context.now,
      by: staff,
      reason: input.reason,
    });
    await audit(tx, {
      actor: staff,
      action: 'termination.refused',
      entityType: 'termination_request',
      entityId: request.id,
      fromStatus: request.status,
      toStatus: status,
      data: { subscriptionId: row.id, reason: input.reason },
      requestId: context.requestId,
    });
    await noticeToCustomer(tx, row, {
      template: 'termination_refused',
      language: await customerLanguage(tx, row),
      when: context.now,
      params: { reason: input.reason },
    });
    return toTerminationItem(decided, row, await loadOfficeName(tx, row.officeId), context.today);
  });
}
