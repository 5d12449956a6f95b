import { formatDisplayDate, formatMad, isPaid, refundDueDate } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import type { TRequestContext } from '../../lib/request-context';
import { revokeCertificates } from '../certificates/certificate-rows';
import { notifyOffice } from '../notices/notify-office';
import { openRefund } from '../refunds/refund-rows';
import { findRefundedPayment } from '../refunds/refunded-payment';
import { officeRefundSentence } from '../notices/refund-sentence';
import { cancelWaitingSignatureRequests } from '../signature-requests/signature-request-rows';
import { updateSubscription } from '../subscriptions/repository';
import { guardAfterSale, type TAfterSaleRequest } from './guard';
import { noticeToCustomer, noticeToInsurer } from '../notices/customer-notices';

/**
 * POST …/{id}/cancel (spec §4, clarifications "Statuses"): before the effect date and before the
 * certificate is collected. Unpaid, the subscription is simply cancelled. Paid or signed, a refund of
 * what the card was charged opens, due within 20 working days; the signing link stops working and the
 * certificate no longer verifies. Customer and insurer are told, in the same transaction, and so is the
 * office of a paid contract, which must not hand over its certificate.
 */
export async function cancelSubscription(
  db: TDatabase,
  { insurerEmail, publicUrl }: { insurerEmail: string; publicUrl: string },
  request: TAfterSaleRequest & { reason?: string },
  context: TRequestContext,
) {
  return db.transaction(async (tx) => {
    const { row } = await guardAfterSale(tx, request, 'cancel', context.today);
    const when = context.now;
    let refund: { amountCentimes: number; dueBy: string; transaction: string } | undefined;
    if (isPaid(row.statut)) {
      const payment = await findRefundedPayment(tx, row.id);
      const amountCentimes = payment?.amountCentimes ?? row.totalCentimes ?? 0;
      const dueBy = refundDueDate(context.today);
      await openRefund(tx, {
        subscriptionId: row.id,
        paymentId: payment?.id ?? null,
        amountCentimes,
        requestedAt: when,
        dueBy,
      });
      refund = { amountCentimes, dueBy, transaction: payment?.transactionId ?? '—' };
    }
    const cancelled = await updateSubscription(
      tx,
      row,
      {},
      {
        event: 'cancel',
        actor: request.actor,
        action: 'subscription.cancelled',
        data: { reason: request.reason ?? null, refund: refund ?? null },
        requestId: context.requestId,
      },
    );
    await cancelWaitingSignatureRequests(tx, row.id);
    await revokeCertificates(tx, row.id, when);

    const refundParams = refund && {
      amount: formatMad(refund.amountCentimes, context.language),
      due: formatDisplayDate(refund.dueBy),
      transaction: refund.transaction,
    };
    await noticeToCustomer(tx, row, {
      template: refund ? 'cancellation_refund' : 'cancellation_recorded',
      language: context.language,
      when,
      params: refundParams,
    });
    await noticeToInsurer(tx, insurerEmail, row, {
      template: refund ? 'insurer_cancellation_refund' : 'insurer_cancellation',
      when,
      reason: request.reason,
      params: refundParams,
    });
    if (refund) {
      await notifyOffice(tx, publicUrl, row, {
        template: 'office_cancellation',
        when,
        params: { refund: officeRefundSentence(refund) },
      });
    }
    return cancelled;
  });
}
