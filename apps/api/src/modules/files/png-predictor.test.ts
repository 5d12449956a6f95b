import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { undoPngPredictor } from './png-predictor';
import { pngPredicted } from './sample-pdfs';

const undo = async (bytes: number[], bytesPerPixel: number, bytesPerRow: number) => [
  ...(await undoPngPredictor(Uint8Array.from(bytes), { bytesPerPixel, bytesPerRow })),
];

describe('undoing a PNG predictor', () => {
  it('adds back what each tag predicts, worked out by hand', async () => {
    // None, then Sub: each byte from the one to its left, wrapping past 255.
    expect(await undo([0, 10, 20, 30, 1, 200, 100, 6], 1, 3)).toEqual([10, 20, 30, 200, 44, 50]);
    // Up: from the byte above; Average: from half their sum (15 = 10 + 5, 25 = 20 + 5, then 40).
    expect(await undo([0, 10, 20, 30, 2, 5, 5, 10], 1, 3)).toEqual([10, 20, 30, 15, 25, 40]);
    expect(await undo([0, 10, 20, 30, 3, 10, 8, 13], 1, 3)).toEqual([10, 20, 30, 15, 25, 40]);
    // Paeth: 7 above (left and upper left are 0), then left 10, up 3, upper left 7: upper left wins.
    expect(await undo([0, 7, 3, 4, 3, 5], 1, 2)).toEqual([7, 3, 10, 12]);
    // Three bytes a pixel: Sub reaches one pixel back, not one byte.
    expect(await undo([1, 1, 2, 3, 1, 1, 1], 3, 6)).toEqual([1, 2, 3, 2, 3, 4]);
  });

  it('gives back the bytes every tag encoded, whole rows and a last row cut short', async () => {
    const data = randomBytes(3 * 40 + 7);
    for (const layout of [
      { bytesPerPixel: 3, bytesPerRow: 12 },
      { bytesPerPixel: 1, bytesPerRow: 5 },
      { bytesPerPixel: 2, bytesPerRow: 1000 },
    ]) {
      const encoded = pngPredicted(data, layout, (row) => row % 5);
      expect((await undoPngPredictor(encoded, layout)).equals(data), JSON.stringify(layout)).toBe(true);
    }
  });

  it('refuses a tag PNG does not have, and ignores a last tag with no bytes after it', async () => {
    await expect(undo([0, 1, 2, 5, 1, 2], 1, 2)).rejects.toThrow(RangeError);
    expect(await undo([0, 1, 2, 9], 1, 2)).toEqual([1, 2]);
  });
});
