import { isWorkingDay } from '../calendar/working-days';
import type { TPeriodInfo, TQuoteResult } from '../contracts/subscription-parts';
import { amountToCentimes, type TCentimes } from '../money';
import { addDays, type TIsoDate } from '../time';

/** Law 31-08: seven clear days to withdraw from a contract concluded at a distance. */
export const WITHDRAWAL_DAYS = 7;

/** The stamp's code among the quote's tax lines (tariff/taxes.ts). */
export const STAMP_TAX_CODE = 'TIMBRE';

/**
 * The last day to withdraw (decision 043): the day of signature is not counted, the seventh day after it
 * is, to midnight in Morocco; a last day that falls on a weekend or a public holiday moves to the next
 * working day, as a clear-days period does, so that a letter can still be posted or handed in.
 */
export function withdrawalDeadline(concludedOn: TIsoDate): TIsoDate {
  let last = addDays(concludedOn, WITHDRAWAL_DAYS);
  while (!isWorkingDay(last)) last = addDays(last, 1);
  return last;
}

/**
 * A withdrawal dated `day` is in time: on or after the signature, by the deadline, and before the cover
 * has run its whole course (the sales conditions: no withdrawal once the cover is wholly performed).
 */
export const isWithinWithdrawal = (
  contract: { concludedOn: TIsoDate; endDate: TIsoDate | null | undefined },
  day: TIsoDate,
) =>
  contract.concludedOn <= day &&
  day <= withdrawalDeadline(contract.concludedOn) &&
  (!contract.endDate || day <= contract.endDate);

const dayNumber = (date: TIsoDate) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * What a withdrawal gives back, as the sales conditions (art. 9) say: the sums paid, less the share of
 * the premium for the days already covered when the cover started at the customer's request. The stamp
 * is not premium: it is given back whole. The day of the withdrawal counts as covered (the certificate
 * was good until then); the share kept is rounded down, in the customer's favour.
 */
export function withdrawalRefundCentimes(input: {
  paidCentimes: TCentimes;
  stampCentimes: TCentimes;
  effectDate: TIsoDate;
  endDate: TIsoDate;
  withdrawnOn: TIsoDate;
}): TCentimes {
  const coveredDays = dayNumber(input.endDate) - dayNumber(input.effectDate) + 1;
  if (coveredDays <= 0 || input.withdrawnOn < input.effectDate) return input.paidCentimes;
  const elapsed = Math.min(coveredDays, dayNumber(input.withdrawnOn) - dayNumber(input.effectDate) + 1);
  const premium = Math.max(0, input.paidCentimes - input.stampCentimes);
  return input.paidCentimes - Math.floor((premium * elapsed) / coveredDays);
}

/**
 * The refund of a withdrawal dated `withdrawnOn`, read from the subscription's quote and period as the
 * API stores them and answers them: the dialog shows the amount the server then opens.
 */
export function withdrawalRefundOf(
  subscription: {
    simulation_result: TQuoteResult | null | undefined;
    periode_info: TPeriodInfo | null | undefined;
  },
  withdrawnOn: TIsoDate,
): TCentimes {
  const quote = subscription.simulation_result;
  const effectDate = subscription.periode_info?.date_effet;
  const endDate = subscription.periode_info?.date_fin;
  if (!quote) return 0;
  const paidCentimes = amountToCentimes(quote.primeTotal);
  if (!effectDate || !endDate) return paidCentimes;
  const stamp = quote.taxes.find((tax) => tax.code === STAMP_TAX_CODE);
  return withdrawalRefundCentimes({
    paidCentimes,
    stampCentimes: stamp ? amountToCentimes(stamp.montant) : 0,
    effectDate,
    endDate,
    withdrawnOn,
  });
}
