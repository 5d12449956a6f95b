import { BUSINESS_TIME_ZONE, type TIsoDate } from '@bi/domain';

const offsetFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  timeZoneName: 'longOffset',
});

/**
 * The instant a day begins in Morocco, by the same time-zone data as the server's "today" (the
 * database's own can disagree: PGlite's puts Casablanca on UTC in October 2026). Morocco changes its
 * offset at 02:00 or 03:00, never at midnight, so the offset at midnight UTC is the day's.
 */
export function startOfDayInMorocco(date: TIsoDate): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  const name = offsetFormatter.formatToParts(midnightUtc).find((part) => part.type === 'timeZoneName');
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(name?.value ?? '');
  const minutes = offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
  return new Date(midnightUtc - minutes * 60_000);
}
