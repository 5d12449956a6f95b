import { displayName, formatMad, formatMoroccoDateTime, type TLanguage } from '@bi/domain';
import type { TTransaction } from '../../db/client';
import { enqueue } from '../notifications/enqueue';
import type { TSubscriptionRow } from '../subscriptions/repository';
import type { TPaymentRow } from './find-payment';
import { machineNow } from '../../lib/clock';

/** The payment receipt, written to the outbox in the transaction that records the payment. */
export async function sendReceipt(
  tx: TTransaction,
  row: TSubscriptionRow,
  payment: TPaymentRow,
  language: TLanguage,
): Promise<void> {
  const email = row.userInfo.email;
  if (!email) return;
  await enqueue(tx, {
    channel: 'email',
    to: email,
    language,
    template: 'payment_receipt',
    params: {
      name: displayName(row.userInfo),
      code: row.codeStr,
      amount: formatMad(payment.amountCentimes, language),
      transaction: row.paymentInfo.transaction_id ?? '',
      authorisation: row.paymentInfo.authorisation_code ?? '',
      when: formatMoroccoDateTime(row.paidAt ?? machineNow()),
    },
  });
}
