import { RuleViolation } from '../errors';
import { addDays, addMonths, formatDisplayDate, type TIsoDate } from '../time';

/** Cover can start from today (in Morocco) up to three months ahead. */
export const EFFECT_DATE_MAX_MONTHS_AHEAD = 3;

/** A cover whose effect date is before today has started unpaid: a new date must be chosen first. */
export const isEffectDatePassed = (date: TIsoDate | null | undefined, today: TIsoDate) =>
  Boolean(date && date < today);

/**
 * The days a cover may start on: from today to three months ahead. An extension starts after the
 * cover it extends has ended (`previousEnd`, its last covered day), so that no day is insured twice.
 * When that leaves no day (min after max), the extension cannot be made yet.
 */
export function effectDateBounds(
  today: TIsoDate,
  previousEnd?: TIsoDate | null,
): { min: TIsoDate; max: TIsoDate } {
  const dayAfterPrevious = previousEnd ? addDays(previousEnd, 1) : today;
  return {
    min: dayAfterPrevious > today ? dayAfterPrevious : today,
    max: addMonths(today, EFFECT_DATE_MAX_MONTHS_AHEAD),
  };
}

/** Whether a cover ending on `previousEnd` can be extended today: its next day is within reach. */
export function canStartAfter(previousEnd: TIsoDate | null | undefined, today: TIsoDate): boolean {
  const { min, max } = effectDateBounds(today, previousEnd);
  return min <= max;
}

export function assertEffectDateAllowed(
  date: TIsoDate,
  today: TIsoDate,
  previousEnd?: TIsoDate | null,
): void {
  const { min, max } = effectDateBounds(today, previousEnd);
  if (date < min || date > max) {
    throw new RuleViolation('period.effectDateOutOfRange', 422, {
      min: formatDisplayDate(min),
      max: formatDisplayDate(max),
    });
  }
}
