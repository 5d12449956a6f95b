import { isTerminationOpen } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { terminationRequests } from '../../db/schema';

/**
 * Whether the customer asked to terminate and the office has not decided yet. Read after the
 * subscription's lock, it is the request a handover must wait for: asking locks the same row.
 */
export async function hasOpenTermination(db: TDatabase | TTransaction, subscriptionId: string) {
  const [request] = await db
    .select({ status: terminationRequests.status })
    .from(terminationRequests)
    .where(eq(terminationRequests.subscriptionId, subscriptionId));
  return isTerminationOpen(request?.status);
}
