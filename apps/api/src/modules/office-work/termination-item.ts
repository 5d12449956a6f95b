import {
  centimesToAmount,
  displayName,
  isTerminationOpen,
  terminationDay,
  type TIsoDate,
  type TOfficeName,
  type TTerminationItem,
} from '@bi/domain';
import type { terminationRequests } from '../../db/schema';
import type { TSubscriptionRow } from '../subscriptions/repository';
import { terminationRefundOf } from './termination-refund';

export type TTerminationRow = typeof terminationRequests.$inferSelect;

/**
 * A termination request as the office's list and page show it, with the contract it ends and its
 * office; open, with what applying it `today` would refund, said before the office confirms.
 */
export const toTerminationItem = (
  request: TTerminationRow,
  row: TSubscriptionRow,
  office: TOfficeName | null,
  today: TIsoDate,
): TTerminationItem => ({
  _id: request.id,
  subscription_id: row.id,
  code_str: row.codeStr,
  office,
  insured_name: displayName(row.userInfo),
  plate: row.plate,
  end_date: row.endDate,
  terminated_on: request.status === 'applied' && request.handledAt ? terminationDay(request.handledAt) : null,
  requested_at: request.requestedAt.toISOString(),
  reason: request.reason,
  status: request.status,
  decided_at: request.handledAt?.toISOString() ?? null,
  decision_reason: request.decisionReason,
  refund_if_applied: isTerminationOpen(request.status) ? refundIfApplied(row, today) : null,
});

const refundIfApplied = (row: TSubscriptionRow, today: TIsoDate) => {
  const centimes = terminationRefundOf(row, today);
  return centimes > 0 ? centimesToAmount(centimes) : null;
};
