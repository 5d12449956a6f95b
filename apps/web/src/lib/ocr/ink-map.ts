import type { TGrayImage } from './gray-image';

/** 1 where a pixel is ink, 0 elsewhere, row after row. */
export type TInkMap = { width: number; height: number; ink: Uint8Array };

/**
 * Ink is what is clearly darker than its neighbourhood (a box `radius` pixels around it): text stays
 * ink under glare and in a shadow alike, while paper, a table's slow grain and a gradient do not.
 * `contrast` is how much darker, in gray levels. Box sums come from an integral image: the cost does
 * not depend on the radius.
 */
export function inkMap(gray: TGrayImage, radius: number, contrast: number): TInkMap {
  const { width, height, pixels } = gray;
  const stride = width + 1;
  const sums = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      row += pixels[y * width + x]!;
      sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1]! + row;
    }
  }
  const ink = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const [top, bottom] = [Math.max(0, y - radius), Math.min(height, y + radius + 1)];
    for (let x = 0; x < width; x += 1) {
      const [left, right] = [Math.max(0, x - radius), Math.min(width, x + radius + 1)];
      const total =
        sums[bottom * stride + right]! -
        sums[top * stride + right]! -
        sums[bottom * stride + left]! +
        sums[top * stride + left]!;
      const mean = total / ((bottom - top) * (right - left));
      if (pixels[y * width + x]! < mean - contrast) ink[y * width + x] = 1;
    }
  }
  return { width, height, ink };
}
