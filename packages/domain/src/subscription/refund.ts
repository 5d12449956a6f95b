import { addWorkingDays } from '../calendar/working-days';
import { addDays, type TIsoDate } from '../time';

/** Spec §9 and law 31-08: a cancelled paid contract is refunded within 20 working days. */
export const REFUND_WORKING_DAYS = 20;
/** Law 31-08: seven clear days to withdraw from a contract concluded at a distance. */
export const WITHDRAWAL_DAYS = 7;

export const refundDueDate = (requestedOn: TIsoDate) => addWorkingDays(requestedOn, REFUND_WORKING_DAYS);

/**
 * The last day to withdraw without giving a reason: seven clear days after the contract was concluded
 * (the day of signature is not counted).
 */
export const withdrawalDeadline = (concludedOn: TIsoDate) => addDays(concludedOn, WITHDRAWAL_DAYS);
