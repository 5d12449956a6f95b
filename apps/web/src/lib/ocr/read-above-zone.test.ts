import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMrzBand } from './find-mrz-lines';
import type * as TStraightenedView from './straightened-view';
import type { TRegion, TStraightened } from './straightened-view';

// The canvas and the engine are the browser's: the region and scale asked for are what is checked.
const asked: { region: TRegion; scale: number }[] = [];
vi.mock('./ocr-image', () => ({ ocrGray: async () => 'NGUYEN\nCAMILLE' }));
vi.mock('./straightened-view', async (original) => ({
  ...(await original<typeof TStraightenedView>()),
  grayRegion: (_view: unknown, region: TRegion, scale: number) => {
    asked.push({ region, scale });
    return { width: 1, height: 1, pixels: new Uint8ClampedArray(1) };
  },
}));

const { readAboveZone } = await import('./read-above-zone');

const VIEW = { angle: 0, width: 3000, height: 2000 } as TStraightened;
/** A passport's two lines, 1200 px wide, their letters 24 px high, their top at `top`. */
const band = (top: number): TMrzBand => ({
  region: { left: 500, top, width: 1200, height: 90 },
  angle: 0,
  lines: 2,
  letterHeight: 24,
});

describe('readAboveZone', () => {
  beforeEach(() => {
    asked.length = 0;
  });

  it("reads the page above the zone right of the portrait, 0.6 of the zone's width high, its letters at 26 px", async () => {
    expect(await readAboveZone(VIEW, band(1500), 'ABC')).toBe('NGUYEN\nCAMILLE');
    expect(asked).toEqual([{ region: { left: 776, top: 780, width: 948, height: 720 }, scale: 26 / 24 }]);
  });

  it('stops at the frame, and reads nothing when the zone is at its top', async () => {
    await readAboveZone(VIEW, band(300), 'ABC');
    expect(asked[0]!.region).toMatchObject({ top: 0, height: 300 });
    expect(await readAboveZone(VIEW, band(30), 'ABC')).toBe('');
    expect(asked).toHaveLength(1);
  });
});
