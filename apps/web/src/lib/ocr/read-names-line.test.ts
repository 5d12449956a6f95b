import { describe, expect, it, vi } from 'vitest';
import type { TMrzBand } from './find-mrz-lines';
import type { TOcrParameters } from './ocr-engine';
import type * as TStraightenedView from './straightened-view';
import type { TRegion, TStraightened } from './straightened-view';

// The canvas and the engine are the browser's: what is asked of them is what is checked.
const asked: { region: TRegion; scale: number; parameters?: TOcrParameters }[] = [];
const texts = ['BENNANI<<YOUSSEF<<<<<<<<<<<<<<', 'BENNANI << YOUSSEF<<<<<<<<<<<<<<'];
vi.mock('./ocr-image', () => ({
  ocrGray: async (_gray: unknown, parameters: TOcrParameters) => {
    asked[asked.length - 1]!.parameters = parameters;
    return `${texts[asked.length - 1]}\n`;
  },
}));
vi.mock('./straightened-view', async (original) => ({
  ...(await original<typeof TStraightenedView>()),
  grayRegion: (_view: unknown, region: TRegion, scale: number) => {
    asked.push({ region, scale });
    return { width: 1, height: 1, pixels: new Uint8ClampedArray(1) };
  },
}));

const { readNamesLineAlone } = await import('./read-names-line');

describe('readNamesLineAlone', () => {
  it("reads a card's third line alone, as one line, at 30 and 42 px letters", async () => {
    // Three lines of 20 px letters at a pitch of 35 px: the third's middle at 110 + 70.
    const band: TMrzBand = {
      region: { left: 100, top: 100, width: 600, height: 90 },
      angle: 0,
      lines: 3,
      letterHeight: 20,
    };
    const text = await readNamesLineAlone({ angle: 0, width: 800, height: 400 } as TStraightened, band, 'A');
    expect(text).toBe('BENNANI<<YOUSSEF<<<<<<<<<<<<<<\nBENNANI<<YOUSSEF<<<<<<<<<<<<<<');
    expect(asked.map(({ scale }) => scale)).toEqual([1.5, 2.1]);
    expect(asked.map(({ parameters }) => parameters?.segmentation)).toEqual(['7', '7']);
    const { top, height } = asked[0]!.region;
    expect(top + height / 2).toBeCloseTo(180);
  });
});
