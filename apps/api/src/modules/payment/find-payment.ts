import { eq } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { payments } from '../../db/schema';

export type TPaymentRow = typeof payments.$inferSelect;

/** The attempt an order id names, held until the transaction ends when `lock` is set. */
export async function findPaymentByOrder(
  db: TDatabase | TTransaction,
  orderId: string,
  { lock = false } = {},
): Promise<TPaymentRow | undefined> {
  const query = db.select().from(payments).where(eq(payments.orderId, orderId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
