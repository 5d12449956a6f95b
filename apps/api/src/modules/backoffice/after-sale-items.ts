import {
  centimesToAmount,
  displayName,
  type TIsoDate,
  type TRefundItem,
  type TTerminationItem,
} from '@bi/domain';
import type { refunds, terminationRequests } from '../../db/schema';
import type { TSubscriptionRow } from '../subscriptions/repository';

/** A termination request as the office lists it. */
export const toTerminationItem = (
  request: typeof terminationRequests.$inferSelect,
  row: TSubscriptionRow,
): TTerminationItem => ({
  _id: request.id,
  subscription_id: row.id,
  code_str: row.codeStr,
  insured_name: displayName(row.userInfo),
  plate: row.plate,
  end_date: row.endDate,
  requested_at: request.requestedAt.toISOString(),
  reason: request.reason,
  status: request.status,
  decided_at: request.handledAt?.toISOString() ?? null,
  decision_reason: request.decisionReason,
});

/** A refund as the office lists it; overdue once its last day has passed unpaid. */
export const toRefundItem = (
  refund: typeof refunds.$inferSelect,
  row: TSubscriptionRow,
  today: TIsoDate,
): TRefundItem => ({
  _id: refund.id,
  subscription_id: row.id,
  code_str: row.codeStr,
  insured_name: displayName(row.userInfo),
  reason: refund.reason,
  montant: centimesToAmount(refund.amountCentimes),
  requested_at: refund.requestedAt.toISOString(),
  due_by: refund.dueBy,
  overdue: refund.status === 'pending' && refund.dueBy < today,
  status: refund.status,
  reference: refund.reference,
  refunded_at: refund.refundedAt?.toISOString() ?? null,
});
