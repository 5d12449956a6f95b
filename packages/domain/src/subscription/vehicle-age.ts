import { GUARANTEES, type TGuarantee } from '../reference/catalogue';
import type { TIsoDate } from '../time';

/**
 * A vehicle's age in whole years, counted by calendar year in Morocco: first registered in 2015, it is
 * 11 in 2026 whatever the month. `today` is asked at each call, so a server running over New Year
 * does not keep the old year. Unknown without a year of first registration.
 */
export function vehicleAgeYears(
  yearOfFirstRegistration: number | null | undefined,
  today: TIsoDate,
): number | undefined {
  if (!yearOfFirstRegistration) return undefined;
  return Math.max(0, Number(today.slice(0, 4)) - yearOfFirstRegistration);
}

/** Spec §9: some guarantees (assistance) are refused above an age; an unknown age refuses nothing. */
export function isGuaranteeAllowedForAge(
  guarantee: Pick<TGuarantee, 'max_vehicle_age_years'>,
  ageYears: number | undefined,
): boolean {
  const limit = guarantee.max_vehicle_age_years;
  return limit === undefined || ageYears === undefined || ageYears <= limit;
}

/** The guarantees a vehicle of this age cannot have, with their limit. */
export function guaranteesRefusedForAge(ageYears: number | undefined): readonly TGuarantee[] {
  return GUARANTEES.filter((guarantee) => !isGuaranteeAllowedForAge(guarantee, ageYears));
}

/** A year of first registration after the current one (in Morocco, on the server's today) is a typo. */
export const isRegistrationYearInFuture = (year: number | null | undefined, today: TIsoDate): boolean =>
  year !== null && year !== undefined && year > Number(today.slice(0, 4));
