/**
 * Every "today / effect date / end date" rule of the product is decided in Morocco's time zone,
 * whatever the zone of the server or the phone. Dates travel as ISO `YYYY-MM-DD` strings.
 */
export const BUSINESS_TIME_ZONE = 'Africa/Casablanca';

export type TIsoDate = string;

const isoDateFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function todayInMorocco(now: Date = new Date()): TIsoDate {
  return isoDateFormatter.format(now);
}

/** The year in Morocco now, asked at each use: a server running over New Year must not keep the old one. */
export function currentYearInMorocco(now: Date = new Date()): number {
  return Number(todayInMorocco(now).slice(0, 4));
}

function toUtcDate(date: TIsoDate): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!));
}

function fromUtcDate(date: Date): TIsoDate {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: TIsoDate, days: number): TIsoDate {
  const d = toUtcDate(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtcDate(d);
}

/** Calendar months; the 31st plus one month lands on the last day of the shorter month. */
export function addMonths(date: TIsoDate, months: number): TIsoDate {
  const d = toUtcDate(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return fromUtcDate(d);
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return fromUtcDate(toUtcDate(value)) === value;
}

/** Formats an ISO date the way the product shows it: dd/MM/yyyy. */
export function formatDisplayDate(date: TIsoDate): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

const dateTimeFormatter = new Intl.DateTimeFormat('fr-FR', {
  timeZone: BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as Moroccan local time, dd/MM/yyyy HH:mm, for notices and documents. */
export function formatMoroccoDateTime(instant: Date): string {
  return dateTimeFormatter.format(instant).replace(',', '');
}
