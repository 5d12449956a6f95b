import { terminationTransition } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { terminationRequests } from '../../db/schema';
import { audit } from '../../lib/audit';
import type { TRequestContext } from '../../lib/request-context';
import { notifyOffice } from '../office-work/notify-office';
import { guardAfterSale, type TAfterSaleRequest } from './guard';
import { noticeToCustomer, noticeToInsurer } from './notices';

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
    // One row per subscription: a refused request is opened anew, as the termination table allows.
    const [earlier] = await tx
      .select({ status: terminationRequests.status })
      .from(terminationRequests)
      .where(eq(terminationRequests.subscriptionId, row.id))
      .for('update');
    const asked = {
      status: earlier ? terminationTransition(earlier.status, 'request') : ('open' as const),
      requestedAt: context.now,
      reason: request.reason ?? null,
      handledAt: null,
      handledBy: null,
      decisionReason: null,
    };
    if (earlier)
      await tx.update(terminationRequests).set(asked).where(eq(terminationRequests.subscriptionId, row.id));
    else await tx.insert(terminationRequests).values({ subscriptionId: row.id, ...asked });
    await audit(tx, {
      actor: 'customer',
      actorUserId: request.userId,
      action: 'subscription.termination_requested',
      entityType: 'subscription',
      entityId: row.id,
      data: { reason: request.reason ?? null, askedAgain: Boolean(earlier) },
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
