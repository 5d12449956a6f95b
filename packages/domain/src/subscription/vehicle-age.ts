import { z } from 'zod';
import { RuleViolation } from '../errors';
import type { TIsoDate } from '../time';

/** A year of first registration as the forms send it (step 3, or step 5 when step 3 left it blank). */
export const ZRegistrationYear = z.coerce.number().int().min(1900);

/**
 * A vehicle's age in whole years on a day, counted by calendar year: first registered in 2015, it is
 * 11 in 2026 whatever the month. The day is the cover's effect date (decision 041): the age judged
 * at the quote is the one judged at payment, whatever day either is made. Unknown without a year.
 */
export function vehicleAgeYears(
  yearOfFirstRegistration: number | null | undefined,
  onDay: TIsoDate,
): number | undefined {
  if (!yearOfFirstRegistration) return undefined;
  return Math.max(0, Number(onDay.slice(0, 4)) - yearOfFirstRegistration);
}

/** A year of first registration after the current one (in Morocco, on the server's today) is a typo. */
export const isRegistrationYearInFuture = (year: number | null | undefined, today: TIsoDate): boolean =>
  year !== null && year !== undefined && year > Number(today.slice(0, 4));

/** The same, refused on the year's field wherever a year is given (step 3, step 5, the offers). */
export function assertRegistrationYear(year: number | null | undefined, today: TIsoDate): void {
  if (isRegistrationYearInFuture(year, today))
    throw new RuleViolation('validation.yearInFuture', 422, {}, 'annee_circulation');
}
