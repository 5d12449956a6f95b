import { RuleViolation } from '../errors';
import { addDays, addMonths, formatDisplayDate, type TIsoDate } from '../time';

/**
 * Cover can start from today (in Morocco) up to three months ahead; today only where the office can
 * issue with immediate effect (decision 024).
 */
export const EFFECT_DATE_MAX_MONTHS_AHEAD = 3;

/** A cover whose effect date is before today has started unpaid: a new date must be chosen first. */
export const isEffectDatePassed = (date: TIsoDate | null | undefined, today: TIsoDate) =>
  Boolean(date && date < today);

/**
 * The first day a cover may start on: today where the subscription's office can issue with immediate
 * effect (`effetImmediat`), else tomorrow (decision 024).
 */
export const earliestEffectDate = (today: TIsoDate, immediateEffect: boolean): TIsoDate =>
  immediateEffect ? today : addDays(today, 1);

/**
 * A cover whose effect date is now before the first day this office may start one: past, or today at
 * an office without immediate effect (a quote confirmed for tomorrow and paid the next day). The quote
 * must get a new date before it is confirmed or paid.
 */
export const isEffectDateTooEarly = (
  date: TIsoDate | null | undefined,
  today: TIsoDate,
  immediateEffect: boolean,
) => Boolean(date && date < earliestEffectDate(today, immediateEffect));

/**
 * The days a cover may start on: from the earliest effect date to three months ahead. An extension starts after the
 * cover it extends has ended (`previousEnd`, its last covered day), so that no day is insured twice.
 * When that leaves no day (min after max), the extension cannot be made yet.
 */
export function effectDateBounds(
  today: TIsoDate,
  previousEnd?: TIsoDate | null,
  immediateEffect = true,
): { min: TIsoDate; max: TIsoDate } {
  const earliest = earliestEffectDate(today, immediateEffect);
  const dayAfterPrevious = previousEnd ? addDays(previousEnd, 1) : earliest;
  return {
    min: dayAfterPrevious > earliest ? dayAfterPrevious : earliest,
    max: addMonths(today, EFFECT_DATE_MAX_MONTHS_AHEAD),
  };
}

/** Whether a cover ending on `previousEnd` can be extended today: its next day is within reach. */
export function canStartAfter(previousEnd: TIsoDate | null | undefined, today: TIsoDate): boolean {
  const { min, max } = effectDateBounds(today, previousEnd);
  return min <= max;
}

/**
 * Refuses a day outside the bounds; today at an office without immediate effect gets its own words,
 * since the customer can fix it only by choosing tomorrow or another office.
 */
export function assertEffectDateAllowed(
  date: TIsoDate,
  today: TIsoDate,
  previousEnd?: TIsoDate | null,
  immediateEffect = true,
): void {
  const { min, max } = effectDateBounds(today, previousEnd, immediateEffect);
  if (date === today && !immediateEffect && date < min) {
    throw new RuleViolation('period.effectTodayNotImmediate', 422, { min: formatDisplayDate(min) });
  }
  if (date < min || date > max) {
    throw new RuleViolation('period.effectDateOutOfRange', 422, {
      min: formatDisplayDate(min),
      max: formatDisplayDate(max),
    });
  }
}
