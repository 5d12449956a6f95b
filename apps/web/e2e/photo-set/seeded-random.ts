/** Everything the generator draws comes from here, so one seed always gives the same photos. */
export type TRandom = {
  /** In [0, 1). */
  next: () => number;
  between: (min: number, max: number) => number;
  /** An integer from min to max, both included. */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (probability: number) => boolean;
  /** `count` characters drawn from `alphabet`. */
  string: (count: number, alphabet: string) => string;
};

export const DIGITS = '0123456789';
export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** mulberry32: tiny, fast and good enough to draw documents; Math.random could not be replayed. */
export function seededRandom(seed: number): TRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  return {
    next,
    between: (min, max) => min + next() * (max - min),
    int,
    pick,
    chance: (probability) => next() < probability,
    string: (count, alphabet) => Array.from({ length: count }, () => pick([...alphabet])).join(''),
  };
}
