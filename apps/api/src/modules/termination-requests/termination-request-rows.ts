import { terminationTransition, type TTerminationStatus, type TStaffActor } from '@bi/domain';
import { and, eq } from 'drizzle-orm';
import type { TTransaction } from '../../db/client';
import { terminationRequests } from '../../db/schema';

export type TTerminationRequestRow = typeof terminationRequests.$inferSelect;

/**
 * The one writer of termination requests (decision 030), shared by the customer who asks and the office
 * that decides: every move is asked of the domain's TERMINATION_TRANSITIONS, and written only where the
 * row still has the status it was decided from.
 */

/**
 * A customer's request, in the caller's transaction with the subscription locked: one row per
 * subscription, a refused one opened anew (the table's request move); an open or applied one refused by
 * the table's 409. Answers whether it was asked before.
 */
export async function askTermination(
  tx: TTransaction,
  subscriptionId: string,
  asked: { requestedAt: Date; reason: string | null },
): Promise<{ askedAgain: boolean }> {
  const [earlier] = await tx
    .select({ status: terminationRequests.status })
    .from(terminationRequests)
    .where(eq(terminationRequests.subscriptionId, subscriptionId))
    .for('update');
  const opened = {
    status: earlier ? terminationTransition(earlier.status, 'request') : ('open' as const),
    ...asked,
    handledAt: null,
    handledBy: null,
    decisionReason: null,
  };
  if (!earlier) {
    await tx.insert(terminationRequests).values({ subscriptionId, ...opened });
    return { askedAgain: false };
  }
  await tx
    .update(terminationRequests)
    .set(opened)
    .where(
      and(
        eq(terminationRequests.subscriptionId, subscriptionId),
        eq(terminationRequests.status, earlier.status),
      ),
    );
  return { askedAgain: true };
}

/** The office's decision on a request read in the caller's transaction: applied or refused, once. */
export async function decideTermination(
  tx: TTransaction,
  request: Pick<TTerminationRequestRow, 'id' | 'status'>,
  event: 'apply' | 'refuse',
  decision: { at: Date; by: TStaffActor; reason: string | null },
): Promise<{ decided: TTerminationRequestRow; status: TTerminationStatus }> {
  const status = terminationTransition(request.status, event);
  const [decided] = await tx
    .update(terminationRequests)
    .set({ status, handledAt: decision.at, handledBy: decision.by.userId, decisionReason: decision.reason })
    .where(and(eq(terminationRequests.id, request.id), eq(terminationRequests.status, request.status)))
    .returning();
  // The caller locked the subscription before reading the request: only a bug meets this.
  if (!decided) throw new Error(`termination request ${request.id}: no longer ${request.status}`);
  return { decided, status };
}
