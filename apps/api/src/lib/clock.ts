import { todayInMorocco, type TIsoDate } from '@bi/domain';

const DAY_MS = 86_400_000;

/**
 * The server's business time: "now" for the dates it writes on contracts and payments, and "today" in
 * Morocco for every date rule. Outside production CLOCK_OFFSET_DAYS moves both by whole days, so that a
 * rule that turns on the effect or end date can be tried end to end. Timers that measure elapsed time
 * (sessions, codes, throttles) keep the machine's clock: an offset that never changes would not move them.
 */
export type TClock = { now(): Date; today(): TIsoDate };

export function createClock(offsetDays = 0): TClock {
  const now = () => new Date(Date.now() + offsetDays * DAY_MS);
  return { now, today: () => todayInMorocco(now()) };
}

/**
 * The machine's own time, for what measures elapsed time or records when something really happened
 * (sessions, codes, throttles, row stamps, consents, a seal's signing time): CLOCK_OFFSET_DAYS never
 * moves it. Every date rule reads the app's TClock instead; lint allows no other `new Date()` or
 * `Date.now()` in the API, so each reading of the time says which of the two it is.
 */
export const machineNow = (): Date => new Date();
export const machineMs = (): number => Date.now();
