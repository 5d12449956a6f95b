import type { TInkMap } from './ink-map';
import { blobHeight, blobWidth, inkBlobs, type TBlob } from './text-lines';

/** Ink pixels taken into the search at most: enough for the profile, few enough for a phone. */
const MAX_POINTS = 120_000;

function inkPoints(map: TInkMap): Float32Array {
  let count = 0;
  // Indexed, not for…of: a million pixels, and the iterator was three times slower (measured in Node).
  for (let index = 0; index < map.ink.length; index += 1) count += map.ink[index]!;
  const step = Math.max(1, Math.ceil(count / MAX_POINTS));
  const points: number[] = [];
  let seen = 0;
  for (let index = 0; index < map.ink.length; index += 1) {
    if (map.ink[index] === 0) continue;
    seen += 1;
    if (seen % step === 0) points.push(index % map.width, Math.floor(index / map.width));
  }
  return Float32Array.from(points);
}

/**
 * How sharply the ink piles up in rows once turned by `degrees`: lines of text make tall, narrow
 * peaks only when they lie flat. The sum of squared differences between neighbouring rows rewards
 * peaks and ignores a uniform spread (paper grain, a table).
 */
function sharpness(points: Float32Array, degrees: number, height: number, width: number): number {
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  const offset = Math.ceil(width * Math.abs(sin)) + 1;
  const rows = new Float64Array(height + 2 * offset + 2);
  for (let index = 0; index < points.length; index += 2) {
    const row = Math.round(points[index + 1]! * cos - points[index]! * sin) + offset;
    rows[row] = rows[row]! + 1;
  }
  let score = 0;
  for (let row = 1; row < rows.length; row += 1) score += (rows[row]! - rows[row - 1]!) ** 2;
  return score;
}

/** The angle at which `points` pile up sharpest: a coarse search in half degrees, then in tenths. */
function sharpestAngle(points: Float32Array, map: TInkMap, range: number): number {
  const best = (from: number, to: number, step: number) => {
    let [angle, score] = [0, -1];
    for (let degrees = from; degrees <= to + 1e-9; degrees += step) {
      const candidate = sharpness(points, degrees, map.height, map.width);
      if (candidate > score) [angle, score] = [degrees, candidate];
    }
    return angle;
  };
  const coarse = best(-range, range, 0.5);
  return best(coarse - 0.5, coarse + 0.5, 0.1);
}

/** The angle (degrees, clockwise) the text lines lie at, between -range and +range. */
export function findSkew(map: TInkMap, range = 15): number {
  const points = inkPoints(map);
  return points.length < 200 ? 0 : sharpestAngle(points, map, range);
}

/** Fewest letters whose centres tell a slope. */
const MIN_LETTERS = 40;

/** A letter alone, its gaps left open: not a speck, not a streak, not a block. */
const looksLikeLetter = (blob: TBlob, map: TInkMap) => {
  const [width, height] = [blobWidth(blob), blobHeight(blob)];
  return height >= 4 && height <= map.height / 20 && width <= 3 * height && height <= 4 * width;
};

/**
 * The angle the letters' centres line up at, the rest of the ink left out: a laminate table's grain
 * or a dashboard's stripes, long and level, outweigh a small document's text in findSkew's profile
 * (a Belgian certificate turned 12.6° on a table was read at 0°, and gave no text).
 */
export function findLetterSkew(map: TInkMap, range = 15): number {
  const letters = inkBlobs(map, 1).filter((blob) => looksLikeLetter(blob, map));
  if (letters.length < MIN_LETTERS) return 0;
  const centres = letters.flatMap((blob) => [blob.sumX / blob.area, blob.sumY / blob.area]);
  return sharpestAngle(Float32Array.from(centres), map, range);
}
