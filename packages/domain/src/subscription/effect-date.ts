import { RuleViolation } from '../errors';
import { addMonths, formatDisplayDate, type TIsoDate } from '../time';

/** Cover can start from today (in Morocco) up to three months ahead. */
export const EFFECT_DATE_MAX_MONTHS_AHEAD = 3;

/** A cover whose effect date is before today has started unpaid: a new date must be chosen first. */
export const isEffectDatePassed = (date: TIsoDate | null | undefined, today: TIsoDate) =>
  Boolean(date && date < today);

export function effectDateBounds(today: TIsoDate): { min: TIsoDate; max: TIsoDate } {
  return { min: today, max: addMonths(today, EFFECT_DATE_MAX_MONTHS_AHEAD) };
}

export function assertEffectDateAllowed(date: TIsoDate, today: TIsoDate): void {
  const { min, max } = effectDateBounds(today);
  if (date < min || date > max) {
    throw new RuleViolation('period.effectDateOutOfRange', 422, {
      min: formatDisplayDate(min),
      max: formatDisplayDate(max),
    });
  }
}
