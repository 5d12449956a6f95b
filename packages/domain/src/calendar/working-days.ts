import { addDays, type TIsoDate } from '../time';
import { LUNAR_PUBLIC_HOLIDAYS } from './public-holidays';

/**
 * Morocco's public holidays that fall on the same day every year (MM-DD); the religious ones, which
 * follow the lunar calendar, are dated year by year in `public-holidays.ts`.
 */
export const FIXED_PUBLIC_HOLIDAYS = [
  '01-01', // New Year
  '01-11', // Independence Manifesto
  '01-14', // Amazigh New Year
  '05-01', // Labour Day
  '07-30', // Throne Day
  '08-14', // Oued Ed-Dahab
  '08-20', // Revolution of the King and the People
  '08-21', // Youth Day
  '10-31', // Unity Day
  '11-06', // Green March
  '11-18', // Independence Day
] as const;

const HOLIDAYS = new Set<string>(FIXED_PUBLIC_HOLIDAYS);

export function isWorkingDay(date: TIsoDate): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(date.slice(5)) && !(date in LUNAR_PUBLIC_HOLIDAYS);
}

/** The date `count` working days after `from` (which itself is not counted). */
export function addWorkingDays(from: TIsoDate, count: number): TIsoDate {
  let date = from;
  for (let left = count; left > 0;) {
    date = addDays(date, 1);
    if (isWorkingDay(date)) left -= 1;
  }
  return date;
}
