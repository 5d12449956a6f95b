import type { TStaffScope } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TTransaction } from '../../db/client';
import { terminationRequests } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { findOfficeSubscriptionRow } from '../subscriptions/subscription-scope';

/**
 * A termination request of one of the caller's offices, with its subscription, both locked until the
 * transaction ends: the subscription first, as every other writer of it locks it, then the request, read
 * again under the lock so that two clerks deciding at once see each other's decision. A malformed id,
 * an unknown one and another office's are the same 404.
 */
export async function lockOfficeTermination(tx: TTransaction, scope: TStaffScope, id: string) {
  const notFound = new AppError(404, 'backoffice.termination.notFound');
  if (!isUuid(id)) throw notFound;
  const [found] = await tx
    .select({ subscriptionId: terminationRequests.subscriptionId })
    .from(terminationRequests)
    .where(eq(terminationRequests.id, id));
  const row = found && (await findOfficeSubscriptionRow(tx, scope, found.subscriptionId, { lock: true }));
  if (!row) throw notFound;
  const [request] = await tx
    .select()
    .from(terminationRequests)
    .where(eq(terminationRequests.id, id))
    .for('update');
  return { request: request!, row };
}
