import {
  formatDisplayDate,
  formatMad,
  refundDueDate,
  translate,
  withdrawalRefundOf,
  type TIsoDate,
  type TLanguage,
  type TCustomerActor,
  type TStaffActor,
} from '@bi/domain';
import type { TTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TRequestContext } from '../../lib/request-context';
import { revokeCertificates } from '../certificates/certificate-rows';
import { notifyOffice } from '../notices/notify-office';
import { openRefund } from '../refunds/refund-rows';
import { findRefundedPayment } from '../refunds/refunded-payment';
import { officeRefundSentence } from '../notices/refund-sentence';
import { updateSubscription, type TSubscriptionRow } from '../subscriptions/repository';
import { noticeToCustomer, noticeToInsurer } from '../notices/customer-notices';

export type TWithdrawal = {
  /** The day the customer withdrew: today online, the letter's date when the office records one. */
  withdrawnOn: TIsoDate;
  channel: 'online' | 'letter';
  note?: string | undefined;
  by: TCustomerActor | TStaffActor;
  /** The customer's language, for their mail. */
  language: TLanguage;
};

/**
 * Law 31-08's withdrawal of a locked subscription its caller has judged in time (decision 043), the
 * same online and by letter: the refund the sales conditions give opens, due 20 working days after
 * the withdrawal; the lifecycle's withdraw event voids the contract; every certificate is revoked; the
 * customer, the insurer's team and the office are told, all in the caller's transaction.
 */
export async function recordWithdrawal(
  tx: TTransaction,
  settings: { insurerEmail: string; publicUrl: string },
  row: TSubscriptionRow,
  withdrawal: TWithdrawal,
  context: TRequestContext,
): Promise<TSubscriptionRow> {
  const payment = await findRefundedPayment(tx, row.id);
  const amountCentimes = withdrawalRefundOf(
    { simulation_result: row.simulationResult, periode_info: row.periodeInfo },
    withdrawal.withdrawnOn,
  );
  const refund = await openRefund(tx, {
    subscriptionId: row.id,
    paymentId: payment?.id ?? null,
    amountCentimes,
    reason: 'withdrawal',
    requestedAt: context.now,
    dueBy: refundDueDate(withdrawal.withdrawnOn),
  });
  // A refund already opened means the contract was already ended and refunded: nothing to withdraw.
  if (!refund) throw new AppError(409, 'afterSale.refused.withdraw');
  const withdrawn = await updateSubscription(
    tx,
    row,
    {},
    {
      event: 'withdraw',
      actor: withdrawal.by,
      action: 'subscription.withdrawn',
      data: {
        withdrawnOn: withdrawal.withdrawnOn,
        channel: withdrawal.channel,
        note: withdrawal.note ?? null,
        refund: { id: refund.id, amountCentimes: refund.amountCentimes, dueBy: refund.dueBy },
      },
      requestId: context.requestId,
    },
  );
  await revokeCertificates(tx, row.id, context.now);

  const on = formatDisplayDate(withdrawal.withdrawnOn);
  const due = formatDisplayDate(refund.dueBy);
  const channel = translate('fr', `afterSale.withdrawal.${withdrawal.channel}`);
  await noticeToCustomer(tx, row, {
    template: 'withdrawal_recorded',
    language: withdrawal.language,
    when: context.now,
    params: { on, due, amount: formatMad(refund.amountCentimes, withdrawal.language) },
  });
  await noticeToInsurer(tx, settings.insurerEmail, row, {
    template: 'insurer_withdrawal',
    when: context.now,
    reason: withdrawal.note,
    params: {
      on,
      due,
      channel,
      amount: formatMad(refund.amountCentimes),
      transaction: payment?.transactionId ?? '—',
    },
  });
  await notifyOffice(tx, settings.publicUrl, row, {
    template: 'office_withdrawal',
    when: context.now,
    params: { on, channel, refund: officeRefundSentence(refund) },
  });
  return withdrawn;
}
