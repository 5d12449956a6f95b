import { describe, expect, it } from 'vitest';
import { findMrzBand } from './find-mrz-lines';
import { findSkew } from './find-skew';
import type { TInkMap } from './ink-map';
import { movedRegion, straighten } from './straightened-view';

/**
 * An ink map of `lines` lines of `letters` letter-sized blocks (10 × 14 px, 16 px apart), turned by
 * `degrees` clockwise about the map's centre, as a zone photographed askew shows.
 */
function printedLines(lines: number, letters: number, degrees: number, lineTop = 200): TInkMap {
  const [width, height] = [900, 600];
  const ink = new Uint8Array(width * height);
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  for (let line = 0; line < lines; line += 1) {
    for (let letter = 0; letter < letters; letter += 1) {
      for (let dy = 0; dy < 14; dy += 1) {
        for (let dx = 0; dx < 10; dx += 1) {
          // Hollow letters, as strokes are: the block's outline only.
          if (dx > 1 && dx < 8 && dy > 1 && dy < 12) continue;
          const [x, y] = [100 + letter * 16 + dx - width / 2, lineTop + line * 24 + dy - height / 2];
          const [u, v] = [
            Math.round(x * cos - y * sin + width / 2),
            Math.round(x * sin + y * cos + height / 2),
          ];
          if (u >= 0 && u < width && v >= 0 && v < height) ink[v * width + u] = 1;
        }
      }
    }
  }
  return { width, height, ink };
}

describe('finding a zone in a photo', () => {
  it.each([-12, -4.5, 0, 3, 7])('finds the skew of text turned %d°', (degrees) => {
    expect(findSkew(printedLines(3, 30, degrees))).toBeCloseTo(degrees, 0);
  });

  it('finds two or three long lines of one length as a zone, with their slope', () => {
    const band = findMrzBand(printedLines(3, 30, 2));
    expect(band).toMatchObject({ lines: 3 });
    expect(band!.angle).toBeCloseTo(2, 0);
    expect(band!.letterHeight).toBeGreaterThan(10);
    expect(band!.letterHeight).toBeLessThan(20);
  });

  it('finds no zone in a single line, nor in short words', () => {
    expect(findMrzBand(printedLines(1, 40, 0))).toBeNull();
    expect(findMrzBand(printedLines(3, 5, 0))).toBeNull();
  });

  it('carries a region from one straightened frame to another and back', () => {
    const photo = { width: 4000, height: 3000 } as ImageBitmap;
    const [from, to] = [straighten(photo, 4), straighten(photo, -7)];
    const region = { left: 1000, top: 2000, width: 1800, height: 300 };
    const there = movedRegion(from, to, region);
    const back = movedRegion(to, from, there);
    expect(back.left).toBeCloseTo(region.left, 6);
    expect(back.top).toBeCloseTo(region.top, 6);
    expect(there.width).toBe(region.width);
  });
});
