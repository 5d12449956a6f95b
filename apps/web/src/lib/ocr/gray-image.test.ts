import { describe, expect, it } from 'vitest';
import { normaliseContrast, pgmFrom } from './gray-image';

describe('the gray image handed to the engine', () => {
  it('is a binary PGM: its header, then one byte a pixel, row after row', () => {
    const gray = { width: 3, height: 2, pixels: Uint8ClampedArray.from([0, 40, 80, 120, 200, 255]) };
    const file = pgmFrom(gray);
    const header = 'P5\n3 2\n255\n';
    expect(new TextDecoder().decode(file.subarray(0, header.length))).toBe(header);
    expect([...file.subarray(header.length)]).toEqual([0, 40, 80, 120, 200, 255]);
  });

  it('stretches a dim photo to the full range before', () => {
    const pixels = Uint8ClampedArray.from({ length: 200 }, (_, index) => (index < 100 ? 90 : 150));
    const stretched = normaliseContrast({ width: 20, height: 10, pixels });
    expect([stretched.pixels[0], stretched.pixels[199]]).toEqual([0, 255]);
  });
});
