import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMrzBand } from './find-mrz-lines';
import type * as TStraightenedView from './straightened-view';
import type { TRegion, TStraightened } from './straightened-view';

// The canvas and the engine are the browser's: the region and scale asked for are what is checked.
const asked: { region: TRegion; scale: number; segmentation: string }[] = [];
vi.mock('./ocr-image', () => ({
  ocrGray: async (_gray: unknown, { segmentation }: { segmentation: string }) => {
    asked.at(-1)!.segmentation = segmentation;
    return 'EL AMRANI\nI<MAR';
  },
}));
vi.mock('./straightened-view', async (original) => ({
  ...(await original<typeof TStraightenedView>()),
  grayRegion: (_view: unknown, region: TRegion, scale: number) => {
    asked.push({ region, scale, segmentation: '' });
    return { width: 1, height: 1, pixels: new Uint8ClampedArray(1) };
  },
}));

const { readAroundZone } = await import('./read-around-zone');

const VIEW = { angle: 0, width: 3000, height: 2000 } as TStraightened;
/** A card's three lines, 1000 px wide, their letters 40 px high, their top at `top`. */
const band = (top: number): TMrzBand => ({
  region: { left: 500, top, width: 1000, height: 200 },
  angle: 0,
  lines: 3,
  letterHeight: 40,
});

describe('readAroundZone', () => {
  beforeEach(() => {
    asked.length = 0;
  });

  it("reads the document around the zone as a page, 0.75 of the zone's width above it, its letters at 24 px", async () => {
    expect(await readAroundZone(VIEW, band(1200), 'ABC')).toBe('EL AMRANI\nI<MAR');
    expect(asked).toEqual([
      { region: { left: 400, top: 450, width: 1200, height: 1010 }, scale: 24 / 40, segmentation: '3' },
    ]);
  });

  it("stops at the frame's top and bottom", async () => {
    await readAroundZone(VIEW, { ...band(300), region: { ...band(300).region, height: 1680 } }, 'ABC');
    expect(asked[0]!.region).toMatchObject({ top: 0, height: 300 + 1680 + 20 });
  });
});
