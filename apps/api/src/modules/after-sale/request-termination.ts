import type { TDatabase } from '../../db/client';
import { audit } from '../../lib/audit';
import type { TRequestContext } from '../../lib/request-context';
import { notifyOffice } from '../notices/notify-office';
import { askTermination } from '../termination-requests/termination-request-rows';
import { guardAfterSale, type TAfterSaleRequest } from './guard';
import { noticeToCustomer, noticeToInsurer } from '../notices/customer-notices';

/**
 * POST …/{id} (spec §4 "Termination: by contacting the insurer"): a paid or signed contract during
 * its cover. The request is recorded once and sent to the insurer's team and the office, which decides
 * it; the status changes only when the office has terminated the contract.
 */
export async function requestTermination(
  db: TDatabase,
  settings: { insurerEmail: string; contact: string; publicUrl: string },
  request: TAfterSaleRequest & { reason?: string },
  context: TRequestContext,
) {
  return db.transaction(async (tx) => {
    const { row } = await guardAfterSale(tx, request, 'terminate', context.today);
    const { askedAgain } = await askTermination(tx, row.id, {
      requestedAt: context.now,
      reason: request.reason ?? null,
    });
    await audit(tx, {
      actor: request.actor,
      action: 'subscription.termination_requested',
      entityType: 'subscription',
      entityId: row.id,
      data: { reason: request.reason ?? null, askedAgain },
      requestId: context.requestId,
    });
    await noticeToCustomer(tx, row, {
      template: 'termination_requested',
      language: context.language,
      when: context.now,
      // Covered until the office applies it (decision 045): the customer is told so now.
      params: { contact: settings.contact },
    });
    await noticeToInsurer(tx, settings.insurerEmail, row, {
      template: 'insurer_termination',
      when: context.now,
      reason: request.reason,
    });
    await notifyOffice(tx, settings.publicUrl, row, {
      template: 'office_termination_requested',
      when: context.now,
      params: { reason: request.reason || '—' },
    });
    return row;
  });
}
