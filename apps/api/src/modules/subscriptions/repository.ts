import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
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

/** One page of the customer's own subscriptions, and how many there are in all. */
export async function listOwnSubscriptions(
  db: TDatabase,
  userId: string,
  page: { top: number; skip: number; newestFirst: boolean },
) {
  const mine = eq(subscriptions.userId, userId);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(subscriptions).where(mine);
  const rows = await db
    .select()
    .from(subscriptions)
    .where(mine)
    .orderBy(
      page.newestFirst ? desc(subscriptions.createdAt) : asc(subscriptions.createdAt),
      desc(subscriptions.codeStr),
    )
    .limit(page.top)
    .offset(page.skip);
  return { total, rows };
}
