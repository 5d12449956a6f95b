import { centimesToAmount, displayName, type TIsoDate, type TOfficeName, type TRefundItem } from '@bi/domain';
import type { TSubscriptionRow } from '../subscriptions/repository';
import type { TRefundRow } from '../refunds/refund-rows';

/** Overdue: still pending after its due date, judged on the server's today in Morocco. */
export const isOverdue = (refund: TRefundRow, today: TIsoDate) =>
  refund.status === 'pending' && refund.dueBy < today;

/** A refund as the office's list shows it, with the contract it belongs to and its office. */
export const toRefundItem = (
  refund: TRefundRow,
  row: TSubscriptionRow,
  office: TOfficeName | null,
  today: TIsoDate,
): TRefundItem => ({
  _id: refund.id,
  subscription_id: row.id,
  code_str: row.codeStr,
  office,
  insured_name: displayName(row.userInfo),
  reason: refund.reason,
  montant: centimesToAmount(refund.amountCentimes),
  requested_at: refund.requestedAt.toISOString(),
  due_by: refund.dueBy,
  overdue: isOverdue(refund, today),
  status: refund.status,
  reference: refund.reference,
  refunded_at: refund.refundedAt?.toISOString() ?? null,
});
