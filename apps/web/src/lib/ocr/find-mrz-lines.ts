import type { TInkMap } from './ink-map';
import type { TRegion } from './straightened-view';
import { blobHeight, blobMiddleAt, blobSlope, blobWidth, inkBlobs, type TBlob } from './text-lines';

/**
 * The zone's lines found in an image: the box they fill once turned flat by `angle` (degrees,
 * clockwise, their own slope), around the same centre, and their letters' height.
 */
export type TMrzBand = { region: TRegion; angle: number; lines: number; letterHeight: number };

/**
 * A zone's line is long and flat (30 to 44 letters, each about as wide as high: 15 to 70 times
 * wider than high once run together) and half ink at most; a stripe of a car's air vent, a table's
 * edge or a document's shadow is solid.
 */
function looksLikeMrzLine(blob: TBlob): boolean {
  const [width, height] = [blobWidth(blob), blobHeight(blob)];
  const density = blob.ink / (width * height);
  return height >= 5 && width / height >= 12 && width / height <= 70 && density > 0.12 && density < 0.62;
}

const near = (a: number, b: number, tolerance: number) => Math.abs(a - b) <= tolerance * Math.max(a, b);

/**
 * Lines of one zone: as long as each other, as high, as sloped, left-aligned, one under the other at
 * a line's pitch (4.3 mm for letters about 2.5 mm high).
 */
function sameZone(upper: TBlob, lower: TBlob): boolean {
  const height = Math.max(blobHeight(upper), blobHeight(lower));
  const middle = (upper.left + upper.right) / 2;
  const pitch = blobMiddleAt(lower, middle) - blobMiddleAt(upper, middle);
  return (
    near(blobWidth(upper), blobWidth(lower), 0.15) &&
    near(blobHeight(upper), blobHeight(lower), 0.45) &&
    Math.abs(blobSlope(upper) - blobSlope(lower)) <= 0.02 &&
    Math.abs(upper.left - lower.left) <= 0.08 * blobWidth(upper) &&
    pitch >= 1.0 * height &&
    pitch <= 2.6 * height
  );
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function bandOf(group: readonly TBlob[]): TMrzBand {
  const left = Math.min(...group.map((blob) => blob.left));
  const right = Math.max(...group.map((blob) => blob.right));
  const centreX = (left + right) / 2;
  const middles = group.map((blob) => blobMiddleAt(blob, centreX));
  const letterHeight = median(group.map(blobHeight));
  const slope = median(group.map(blobSlope));
  const width = (right - left + 1) * Math.sqrt(1 + slope ** 2);
  const height = middles[middles.length - 1]! - middles[0]! + letterHeight;
  const centreY = (middles[0]! + middles[middles.length - 1]!) / 2;
  return {
    region: { left: centreX - width / 2, top: centreY - height / 2, width, height },
    angle: (Math.atan(slope) * 180) / Math.PI,
    lines: group.length,
    letterHeight,
  };
}

/**
 * The machine-readable zone: two or three such lines stacked. Of several candidates, the one whose
 * lines are longest, which a zone's are on every identity document. Letter gaps are closed at two
 * widths, for a zone photographed small or large.
 */
export function findMrzBand(map: TInkMap): TMrzBand | null {
  let best: { band: TMrzBand; score: number } | null = null;
  for (const gap of [Math.round(map.width / 90), Math.round(map.width / 55)]) {
    const lines = inkBlobs(map, gap)
      .filter(looksLikeMrzLine)
      .sort((a, b) => a.sumY / a.area - b.sumY / b.area);
    for (const [index, first] of lines.entries()) {
      const group = [first];
      for (const next of lines.slice(index + 1)) {
        if (group.length === 3) break;
        if (sameZone(group[group.length - 1]!, next)) group.push(next);
      }
      if (group.length < 2) continue;
      const score = group.length * Math.min(...group.map(blobWidth));
      if (!best || score > best.score) best = { band: bandOf(group), score };
    }
  }
  return best?.band ?? null;
}
