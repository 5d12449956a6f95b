import { paymentMove, type TLanguage, type TPaymentEvent } from '@bi/domain';
import { and, eq } from 'drizzle-orm';
import type { TTransaction } from '../../db/client';
import { payments } from '../../db/schema';
import { machineNow } from '../../lib/clock';
import type { TPaymentRow } from './find-payment';

/** What the gateway said of an attempt, kept beside its move. */
export type TGatewayAnswer = Partial<
  Pick<TPaymentRow, 'procReturnCode' | 'transactionId' | 'authCode' | 'rejectReason'>
>;

/**
 * The one writer of the `payments` table (lint keeps every other file from it). A new attempt opens
 * pending.
 */
export async function openPayment(
  tx: TTransaction,
  values: { subscriptionId: string; orderId: string; amountCentimes: number; language: TLanguage },
): Promise<TPaymentRow> {
  const [payment] = await tx.insert(payments).values(values).returning();
  return payment!;
}

/** The language of the receipt of an attempt posted again from a page in another language. */
export async function setPaymentLanguage(
  tx: TTransaction,
  payment: TPaymentRow,
  language: TLanguage,
): Promise<TPaymentRow> {
  const [updated] = await tx
    .update(payments)
    .set({ language, updatedAt: machineNow() })
    .where(eq(payments.id, payment.id))
    .returning();
  return updated!;
}

/**
 * An attempt settled by the gateway's answer: the move is the domain's table's (a refused move throws
 * before anything is written), and it is applied only to the status it was decided from, so an
 * attempt moved since it was read is never moved twice.
 */
export async function settlePayment(
  tx: TTransaction,
  payment: TPaymentRow,
  event: TPaymentEvent,
  answer: TGatewayAnswer,
  at: Date,
): Promise<TPaymentRow> {
  const status = paymentMove(payment.status, event);
  const [settled] = await tx
    .update(payments)
    .set({ ...answer, status, updatedAt: at, settledAt: at })
    .where(and(eq(payments.id, payment.id), eq(payments.status, payment.status)))
    .returning();
  if (!settled) throw new Error(`payment ${payment.id} is no longer ${payment.status}: ${event} not applied`);
  return settled;
}
