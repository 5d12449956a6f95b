import type { TMessageKey } from '../messages';
import { addDays, addMonths, type TIsoDate } from '../time';

/**
 * The longest period the dashboard and the exports sum at once: a year, leap day included. Every block
 * is one query bounded by it, so a call costs the same whatever the database holds before and after.
 */
export const MAX_FIGURES_DAYS = 366;

/** Days from `from` to `to`, both counted. */
export function daysInPeriod(from: TIsoDate, to: TIsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * Why a period cannot be summed, or null: one that ends before it starts holds nothing (saying so beats
 * an empty dashboard that reads as "nothing sold"), one longer than a year is split by its reader.
 */
export function figuresPeriodProblem(from: TIsoDate, to: TIsoDate): TMessageKey | null {
  if (from > to) return 'figures.periodInverted';
  if (daysInPeriod(from, to) > MAX_FIGURES_DAYS) return 'figures.periodTooLong';
  return null;
}

/** Every day of the period, in order: the per-day figures list the days nothing was sold too. */
export function periodDays(from: TIsoDate, to: TIsoDate): TIsoDate[] {
  const days: TIsoDate[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The first and last day of an accounting month (`2026-11`). */
export function monthPeriod(month: string): { from: TIsoDate; to: TIsoDate } {
  const from = `${month}-01`;
  return { from, to: addDays(addMonths(from, 1), -1) };
}

/** The dashboard's period when none is asked: the month so far, the period a manager looks at first. */
export function defaultFiguresPeriod(today: TIsoDate): { from: TIsoDate; to: TIsoDate } {
  return { from: `${today.slice(0, 7)}-01`, to: today };
}
