/** Every slot taken and the waiting line full: the caller is told to come back rather than wait. */
export class SlotsFull extends Error {
  constructor(readonly waiting: number) {
    super(`all render slots taken and ${waiting} waiting`);
    this.name = 'SlotsFull';
  }
}

export type TRenderSlots = {
  /** Waits for a free slot, first come first served; the returned function gives it back, once. */
  take: () => Promise<() => void>;
  /** Slots in use and callers waiting, now. */
  load: () => { busy: number; waiting: number };
};

/**
 * At most `size` holders at once and at most `queueLimit` waiting: a burst waits its turn on a bounded
 * line instead of each caller opening one more Chromium page, which is what made renders slow enough
 * to time out, all together, under 40 journeys at once.
 */
export function createRenderSlots({ size, queueLimit }: { size: number; queueLimit: number }): TRenderSlots {
  let busy = 0;
  const waiting: (() => void)[] = [];
  const releaser = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiting.shift();
      // The slot passes straight to the next in line, so no newcomer can overtake it.
      if (next) next();
      else busy -= 1;
    };
  };
  return {
    take: () => {
      if (busy < size) {
        busy += 1;
        return Promise.resolve(releaser());
      }
      if (waiting.length >= queueLimit) return Promise.reject(new SlotsFull(waiting.length));
      return new Promise((resolve) => waiting.push(() => resolve(releaser())));
    },
    load: () => ({ busy, waiting: waiting.length }),
  };
}
