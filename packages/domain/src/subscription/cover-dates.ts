import { addDays, addMonths, type TIsoDate } from '../time';
import { effectDateBounds } from './effect-date';

/**
 * The last covered day: 5 days from the 1st end on the 5th; one month from the 1st ends on the 31st
 * (the month's length, not 30 days). A month from a day the last month lacks (the 29th to the 31st
 * before February) runs to that month's last day: the customer never gets less than the months paid.
 */
export function coverEndDate(
  effectDate: TIsoDate,
  period: { periode_ParJour: boolean; periode_Nbr: number },
): TIsoDate {
  if (period.periode_ParJour) return addDays(effectDate, period.periode_Nbr - 1);
  const after = addMonths(effectDate, period.periode_Nbr);
  const clampedToMonthEnd = after.slice(8) !== effectDate.slice(8);
  return clampedToMonthEnd ? after : addDays(after, -1);
}

/** Days between today and the default 'later' start date of a new cover (spec §5, decision 027). */
export const LATER_START_OFFSET_DAYS = 2;

/**
 * The day an extension starts: the day after the cover it extends ends, so that no day goes uninsured
 * (decision 027, against the spec's "two days after"); when that day is gone or not allowed at the
 * office, the first day a cover may start on.
 */
export function extensionStartDate(today: TIsoDate, previousEnd: TIsoDate, immediateEffect = true): TIsoDate {
  return effectDateBounds(today, previousEnd, immediateEffect).min;
}

/**
 * The default of the 'later' start choice: two days from today, or, for an extension, its start day
 * (`extensionStartDate`) — never past the last day a cover may start on.
 */
export function defaultLaterStartDate(today: TIsoDate, previousEnd?: TIsoDate | null): TIsoDate {
  const wanted = previousEnd
    ? extensionStartDate(today, previousEnd)
    : addDays(today, LATER_START_OFFSET_DAYS);
  const { max } = effectDateBounds(today, previousEnd);
  return wanted > max ? max : wanted;
}

/**
 * An extension waiting at its quote for a period, its contract's having been switched off since it was
 * sold: everything copied, its cover kept, no period yet (decision 040's addendum). The quote and the
 * reminder's link then offer the periods of today, and nothing is paid before one is chosen.
 */
export const waitsForPeriod = (extension: {
  extended: boolean;
  statut: string;
  hasPeriod: boolean;
  hasCover: boolean;
}) => extension.extended && extension.statut === 'simulation' && !extension.hasPeriod && extension.hasCover;
