import { isTerminationPending } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { subscriptions, terminationRequests } from '../../db/schema';
import type { TSubscriptionRow } from '../subscriptions/repository';

/**
 * An extension whose contract the customer asked to terminate is not paid: its cover would follow a
 * contract ending on the day asked (starting one is refused the same way, `extendTerminating`).
 */
export async function extendsTerminatingContract(
  db: TDatabase | TTransaction,
  row: Pick<TSubscriptionRow, 'extendedFromId'>,
): Promise<boolean> {
  if (!row.extendedFromId) return false;
  // A termination request holds the original's row until it commits (guardAfterSale): waiting for it
  // here, an approval and a request never pass each other unseen.
  await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.id, row.extendedFromId))
    .for('share');
  const [request] = await db
    .select({ status: terminationRequests.status })
    .from(terminationRequests)
    .where(eq(terminationRequests.subscriptionId, row.extendedFromId));
  return isTerminationPending(request?.status);
}
