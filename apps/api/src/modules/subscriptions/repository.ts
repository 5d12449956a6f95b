import { and, eq, sql } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { subscriptions } from '../../db/schema';

export type TSubscriptionRow = typeof subscriptions.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller's own subscription, or undefined: another customer's id and a malformed one answer
 * alike, so ids cannot be probed. With `lock`, the row is held until the transaction ends.
 */
export async function findOwnSubscription(
  db: TDatabase | TTransaction,
  id: string,
  userId: string,
  { lock = false } = {},
): Promise<TSubscriptionRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateSubscription(
  tx: TTransaction,
  row: TSubscriptionRow,
  changes: Partial<Omit<TSubscriptionRow, 'id' | 'userId' | 'version' | 'createdAt'>>,
): Promise<TSubscriptionRow> {
  const [updated] = await tx
    .update(subscriptions)
    .set({ ...changes, version: sql`${subscriptions.version} + 1`, updatedAt: new Date() })
    .where(eq(subscriptions.id, row.id))
    .returning();
  return updated!;
}
