import { refundDueDate, type TIsoDate } from '@bi/domain';
import type { TTransaction } from '../../db/client';
import type { TRequestContext } from '../../lib/request-context';
import type { TSubscriptionRow } from '../subscriptions/repository';
import type { TRefundRow } from '../refunds/refund-rows';
import { openRefund } from '../refunds/refund-rows';
import { findRefundedPayment } from '../refunds/refunded-payment';
import { terminationRefundOf } from './termination-refund';

/**
 * The pro-rata refund of a contract terminated today, due in 20 working days. Nothing opens when
 * nothing is owed (terminated on its last day) or when the subscription already has a refund (one per
 * subscription: the table's unique key decides, even against a parallel call).
 */
export async function openTerminationRefund(
  tx: TTransaction,
  row: TSubscriptionRow,
  context: Pick<TRequestContext, 'now' | 'today'>,
  /** The last day covered: the day the customer asked, so the office's delay costs them nothing. */
  terminatedOn: TIsoDate,
): Promise<TRefundRow | undefined> {
  const amountCentimes = terminationRefundOf(row, terminatedOn);
  if (amountCentimes <= 0) return undefined;
  const payment = await findRefundedPayment(tx, row.id);
  return openRefund(tx, {
    subscriptionId: row.id,
    paymentId: payment?.id ?? null,
    amountCentimes,
    reason: 'termination',
    requestedAt: context.now,
    dueBy: refundDueDate(context.today),
  });
}
