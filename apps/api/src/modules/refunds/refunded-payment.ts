import { and, eq } from 'drizzle-orm';
import type { TTransaction } from '../../db/client';
import { payments } from '../../db/schema';

/**
 * The subscription's approved payment, which any refund of it repays: a cancellation, a termination
 * and a withdrawal name it on the refund they open, and the insurer's mail its transaction. Undefined
 * when none was approved (the refund then names no payment).
 */
export async function findRefundedPayment(tx: TTransaction, subscriptionId: string) {
  const [payment] = await tx
    .select({
      id: payments.id,
      transactionId: payments.transactionId,
      amountCentimes: payments.amountCentimes,
    })
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.status, 'approved')));
  return payment;
}
