import { describe, expect, it } from 'vitest';
import { binarised } from './binarised';

/** A 40 × 9 strip: paper at `paper`, a stroke 3 px wide at columns 18–20, `ink` levels darker. */
function strip(paper: (x: number) => number, ink: number) {
  const [width, height] = [40, 9];
  const pixels = Uint8ClampedArray.from({ length: width * height }, (_, index) => {
    const x = index % width;
    return paper(x) - (x >= 18 && x <= 20 ? ink : 0);
  });
  return { width, height, pixels };
}

const row = (image: { width: number; pixels: Uint8ClampedArray }, y: number) => [
  ...image.pixels.subarray(y * image.width, (y + 1) * image.width),
];

describe('binarised', () => {
  it('keeps a stroke as ink and paper as paper, from the shade to the glare', () => {
    // Paper brightening from 90 to 246 across the strip (one threshold for all would blacken its
    // shaded end), the stroke 80 levels darker than the paper beside it.
    const image = binarised(
      strip((x) => 90 + 4 * x, 80),
      6,
      0.2,
    );
    const middle = row(image, 4);
    expect(middle.slice(18, 21)).toEqual([0, 0, 0]);
    expect(middle.filter((value) => value === 0)).toHaveLength(3);
  });

  it('leaves plain paper white', () => {
    expect(
      binarised(
        strip(() => 200, 0),
        6,
        0.2,
      ).pixels.every((value) => value === 255),
    ).toBe(true);
  });
});
