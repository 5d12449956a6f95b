import { canRecordRefund, formatDisplayDate, formatMad, type TStaffActor } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { refunds } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { TRequestContext } from '../../lib/request-context';
import { isUuid } from '../../lib/uuid';
import { noticeToCustomer } from '../notices/customer-notices';
import { findOfficeSubscriptionRow } from '../subscriptions/subscription-scope';
import { customerLanguage } from './customer-language';
import { loadOfficeName } from './office-name';
import { toRefundItem } from './refund-item';
import { recordRefundMade } from '../refunds/refund-rows';

/**
 * POST /backoffice/refunds/{id}/refunded: the office records the refund as made, with the bank's
 * reference, once (the refund row locked, so a second clerk gets the 409); the customer is mailed and
 * their card shows it refunded. Another office's refund is the same 404 as an unknown one.
 */
export async function recordRefund(
  db: TDatabase,
  staff: TStaffActor,
  input: { id: string; reference: string },
  context: TRequestContext,
) {
  return db.transaction(async (tx) => {
    const notFound = new AppError(404, 'backoffice.refund.notFound');
    if (!isUuid(input.id)) throw notFound;
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, input.id)).for('update');
    const row = refund && (await findOfficeSubscriptionRow(tx, staff, refund.subscriptionId));
    if (!refund || !row) throw notFound;
    if (!canRecordRefund(refund.status)) throw new AppError(409, 'backoffice.refund.alreadyRecorded');
    const recorded = await recordRefundMade(tx, refund, {
      reference: input.reference,
      refundedAt: context.now,
      by: staff,
    });
    await audit(tx, {
      actor: staff,
      action: 'refund.recorded',
      entityType: 'refund',
      entityId: refund.id,
      fromStatus: refund.status,
      toStatus: recorded.status,
      data: { subscriptionId: row.id, reference: input.reference, amountCentimes: refund.amountCentimes },
      requestId: context.requestId,
    });
    await noticeToCustomer(tx, row, {
      template: 'refund_made',
      language: await customerLanguage(tx, row),
      when: context.now,
      params: {
        amount: formatMad(refund.amountCentimes),
        on: formatDisplayDate(context.today),
        reference: input.reference,
      },
    });
    return toRefundItem(recorded, row, await loadOfficeName(tx, row.officeId), context.today);
  });
}
