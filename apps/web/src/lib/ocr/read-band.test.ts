import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMrzBand } from './find-mrz-lines';
import type { TStraightened } from './straightened-view';

// The engine and the canvas are the browser's: each read gives the next of the texts below.
const readings: string[] = [];
const reads = vi.fn(async () => readings.shift() ?? '');
vi.mock('./ocr-image', () => ({ ocrGray: () => reads() }));
const scales: number[] = [];
vi.mock('./straightened-view', () => ({
  grayRegion: (_view: unknown, _region: unknown, scale: number) => {
    scales.push(scale);
    return { width: 1, height: 1, pixels: new Uint8ClampedArray(1) };
  },
  grown: (region: unknown) => region,
  movedRegion: (_from: unknown, _to: unknown, region: unknown) => region,
  straighten: (photo: unknown, angle: number) => ({ photo, angle, width: 1, height: 1 }),
}));

const { readBand } = await import('./read-band');

const VIEW = { angle: 0, width: 1, height: 1 } as TStraightened;
const BAND: TMrzBand = {
  region: { left: 0, top: 0, width: 1, height: 1 },
  angle: 0,
  lines: 3,
  letterHeight: 20,
};
const line = (head: string) => (head + '<'.repeat(30)).slice(0, 30);
// Three lines of 30: well formed, whatever its check digits say.
const WELL_FORMED = [line('C<ITACAB9601XTH'), line('8608228M3107232ITA'), line('DELLAQUILA<<GIUSEPPE')].join(
  '\n',
);
// One character too many: not well formed, and yet what the parser reads.
const LONG = WELL_FORMED.replace('<<<<<<<<<<<<<<<\n', '<<<<<<<<<<<<<<<<\n');

describe('readBand', () => {
  beforeEach(() => {
    readings.length = 0;
    scales.length = 0;
    reads.mockClear();
  });

  it("reads a card's three lines at 24 then 30 px, a passport's two lines at 42 px too, while none is enough", async () => {
    readings.push(LONG, LONG, LONG);
    await readBand(VIEW, BAND, 'A', () => false);
    expect(scales).toEqual([24 / 20, 30 / 20]);
    scales.length = 0;
    readings.push(LONG, LONG, LONG);
    await readBand(VIEW, { ...BAND, lines: 2 }, 'A', () => false);
    expect(scales).toEqual([24 / 20, 30 / 20, 42 / 20]);
  });

  it("reads a card's zone found as two lines again as three, a line's pitch above and below", async () => {
    const [first, second] = WELL_FORMED.split('\n');
    readings.push(`${first}\n${second}`, LONG, LONG);
    const text = await readBand(VIEW, { ...BAND, lines: 2 }, 'A', () => false);
    expect(scales).toEqual([24 / 20, 24 / 20, 30 / 20]);
    expect(text.split('\n\n')).toHaveLength(3);
  });

  it('reads again, by default, only while no reading is well formed', async () => {
    readings.push(LONG, WELL_FORMED, 'never read');
    const text = await readBand(VIEW, BAND, 'A');
    expect(reads).toHaveBeenCalledTimes(2);
    expect(text.split('\n\n')).toEqual([WELL_FORMED, LONG]);
  });

  it('stops at the first reading the caller finds enough, and gives it first', async () => {
    readings.push('', LONG, 'never read');
    const text = await readBand(VIEW, BAND, 'A', (reading) => reading === LONG);
    expect(reads).toHaveBeenCalledTimes(2);
    expect(text.split('\n\n')[0]).toBe(LONG);
  });

  it('tells the caller whether each reading is well formed', async () => {
    readings.push(LONG, WELL_FORMED, 'never read');
    const seen: boolean[] = [];
    await readBand(VIEW, BAND, 'A', (_text, wellFormed) => {
      seen.push(wellFormed);
      return wellFormed;
    });
    expect(seen).toEqual([false, true]);
  });

  it('reads on past a well-formed reading the caller does not take', async () => {
    readings.push(WELL_FORMED, WELL_FORMED.replace('B', '6'), 'never read');
    const text = await readBand(VIEW, BAND, 'A', (reading) => !reading.includes('B'));
    expect(reads).toHaveBeenCalledTimes(2);
    expect(text.split('\n\n')).toEqual([WELL_FORMED.replace('B', '6'), WELL_FORMED]);
  });

  it('reads the band turned half round, at its first size, when no size read anything zone-like', async () => {
    // Before, the turned band was read at no size at all: a canvas of NaN pixels, which threw.
    readings.push('', 'SURNAME', '');
    expect(await readBand(VIEW, BAND, 'A')).toBe('');
    expect(scales).toEqual([24 / 20, 30 / 20, 24 / 20]);
    scales.length = 0;
    readings.push('', '', '', WELL_FORMED);
    expect(await readBand(VIEW, { ...BAND, lines: 2 }, 'A')).toBe(WELL_FORMED);
    expect(scales).toEqual([24 / 20, 30 / 20, 42 / 20, 24 / 20]);
  });
});
