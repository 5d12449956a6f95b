import { addWorkingDays } from '../calendar/working-days';
import { addDays, type TIsoDate } from '../time';

/** Spec §9 and law 31-08: a cancelled paid contract is refunded within 20 working days. */
export const REFUND_WORKING_DAYS = 20;
export const refundDueDate = (requestedOn: TIsoDate) => addWorkingDays(requestedOn, REFUND_WORKING_DAYS);

/**
 * Why a refund was opened: a paid contract cancelled before its start, one terminated during its cover,
 * or one the customer withdrew from within law 31-08's seven days (withdrawal.ts).
 */
export const REFUND_REASONS = ['cancellation', 'termination', 'withdrawal'] as const;
export type TRefundReason = (typeof REFUND_REASONS)[number];

export const REFUND_STATUSES = ['pending', 'refunded'] as const;
export type TRefundStatus = (typeof REFUND_STATUSES)[number];

/** A refund is made once; recording it twice is refused. */
export const REFUND_TRANSITIONS: Record<TRefundStatus, Partial<Record<'refund', TRefundStatus>>> = {
  pending: { refund: 'refunded' },
  refunded: {},
};

export const canRecordRefund = (status: TRefundStatus) => REFUND_TRANSITIONS[status].refund !== undefined;

const dayNumber = (date: TIsoDate) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * What a contract terminated during its cover gives back: the premium of the days it no longer covers,
 * pro rata, without the stamp (a levy per certificate, spent once the certificate was issued). The cover
 * runs to the end of the day it is terminated; a termination on its last day refunds nothing.
 */
export function terminationRefundCentimes(input: {
  totalCentimes: number;
  stampCentimes: number;
  effectDate: TIsoDate;
  endDate: TIsoDate;
  terminatedOn: TIsoDate;
}): number {
  const coveredDays = dayNumber(input.endDate) - dayNumber(input.effectDate) + 1;
  const lastCovered =
    input.terminatedOn < input.effectDate ? addDays(input.effectDate, -1) : input.terminatedOn;
  const unusedDays = Math.max(0, dayNumber(input.endDate) - dayNumber(lastCovered));
  if (coveredDays <= 0) return 0;
  const refundable = Math.max(0, input.totalCentimes - input.stampCentimes);
  return Math.floor((refundable * Math.min(unusedDays, coveredDays)) / coveredDays);
}
