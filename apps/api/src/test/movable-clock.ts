import type { TClock } from '../lib/clock';
import { createClock } from '../lib/clock';

/** The server's business clock, moved by whole days during a test, as CLOCK_OFFSET_DAYS moves it. */
export function movableClock(): TClock & { travel: (days: number) => void } {
  let offsetDays = 0;
  return {
    now: () => createClock(offsetDays).now(),
    today: () => createClock(offsetDays).today(),
    travel: (days) => {
      offsetDays += days;
    },
  };
}
