import type { TInkMap } from './ink-map';

/**
 * A blob of ink once the gaps between letters are closed: a line of text, a word, a stripe. Its
 * pixels' sums give the straight line through them, so a line photographed a little askew still
 * tells its own slope and its letters' height.
 */
export type TBlob = {
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** Ink pixels before the gaps were closed. */
  ink: number;
  /** Pixels once closed, and their sums of x, y, x², xy. */
  area: number;
  sumX: number;
  sumY: number;
  sumXX: number;
  sumXY: number;
};

export const blobWidth = (blob: TBlob) => blob.right - blob.left + 1;

/** Rise over run of the line through the blob's pixels: 0 when it lies flat. */
export function blobSlope(blob: TBlob): number {
  const spread = blob.area * blob.sumXX - blob.sumX ** 2;
  return spread <= 0 ? 0 : (blob.area * blob.sumXY - blob.sumX * blob.sumY) / spread;
}

/** The height of its letters: its box's height less what its slope adds across its width. */
export const blobHeight = (blob: TBlob) =>
  Math.max(1, blob.bottom - blob.top + 1 - Math.abs(blobSlope(blob)) * blobWidth(blob));

/** Where its middle line crosses column x. */
export const blobMiddleAt = (blob: TBlob, x: number) =>
  blob.sumY / blob.area + blobSlope(blob) * (x - blob.sumX / blob.area);

type TRun = { row: number; from: number; to: number; ink: number; blob: number };

const squares = (upTo: number) => (upTo * (upTo + 1) * (2 * upTo + 1)) / 6;

function addRun(blob: TBlob | undefined, run: TRun): TBlob {
  const span = run.to - run.from + 1;
  const sumX = (span * (run.from + run.to)) / 2;
  const next = blob ?? {
    left: run.from,
    top: run.row,
    right: run.to,
    bottom: run.row,
    ink: 0,
    area: 0,
    sumX: 0,
    sumY: 0,
    sumXX: 0,
    sumXY: 0,
  };
  next.left = Math.min(next.left, run.from);
  next.right = Math.max(next.right, run.to);
  next.bottom = Math.max(next.bottom, run.row);
  next.ink += run.ink;
  next.area += span;
  next.sumX += sumX;
  next.sumY += span * run.row;
  next.sumXX += squares(run.to) - squares(run.from - 1);
  next.sumXY += run.row * sumX;
  return next;
}

/**
 * Ink closed horizontally across gaps up to `gap` pixels (run-length smoothing), then gathered into
 * connected blobs: the letters of a line run together, lines one above the other stay apart. Blobs are
 * built from runs, not pixels, so a phone does a few thousand unions rather than a million.
 */
export function inkBlobs(map: TInkMap, gap: number): TBlob[] {
  const parents: number[] = [];
  const root = (blob: number): number => {
    let current = blob;
    while (parents[current] !== current) current = parents[current] = parents[parents[current]!]!;
    return current;
  };
  let previous: TRun[] = [];
  const runs: TRun[] = [];
  for (let row = 0; row < map.height; row += 1) {
    const current: TRun[] = [];
    let run: TRun | null = null;
    let lastInk = -Infinity;
    for (let x = 0; x < map.width; x += 1) {
      if (map.ink[row * map.width + x] === 0) continue;
      if (run && x - lastInk <= gap) {
        run.to = x;
        run.ink += 1;
      } else {
        run = { row, from: x, to: x, ink: 1, blob: parents.length };
        parents.push(parents.length);
        current.push(run);
      }
      lastInk = x;
    }
    for (const below of current) {
      for (const above of previous) {
        if (above.to >= below.from && above.from <= below.to) parents[root(below.blob)] = root(above.blob);
      }
    }
    runs.push(...current);
    previous = current;
  }
  const blobs = new Map<number, TBlob>();
  for (const run of runs) {
    const key = root(run.blob);
    blobs.set(key, addRun(blobs.get(key), run));
  }
  return [...blobs.values()];
}
