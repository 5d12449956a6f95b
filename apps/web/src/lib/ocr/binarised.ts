import type { TGrayImage } from './gray-image';

/**
 * Black and white by Sauvola's threshold: a pixel is ink when darker than its neighbourhood's mean,
 * lowered the more the less that neighbourhood varies (`k` of it, 128 the widest spread of gray
 * levels): a stroke stays ink under glare and in shade alike, and plain paper, even or shaded, stays
 * paper. Means and spreads come from integral images: the cost does not depend on `radius`.
 */
export function binarised(gray: TGrayImage, radius: number, k: number): TGrayImage {
  const { width, height, pixels } = gray;
  const stride = width + 1;
  const sums = new Float64Array(stride * (height + 1));
  const squares = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let [row, rowSquares] = [0, 0];
    for (let x = 0; x < width; x += 1) {
      const value = pixels[y * width + x]!;
      row += value;
      rowSquares += value * value;
      sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1]! + row;
      squares[(y + 1) * stride + x + 1] = squares[y * stride + x + 1]! + rowSquares;
    }
  }
  const boxOf = (table: Float64Array, [top, bottom, left, right]: readonly number[]) =>
    table[bottom! * stride + right!]! -
    table[top! * stride + right!]! -
    table[bottom! * stride + left!]! +
    table[top! * stride + left!]!;
  const out = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y += 1) {
    const [top, bottom] = [Math.max(0, y - radius), Math.min(height, y + radius + 1)];
    for (let x = 0; x < width; x += 1) {
      const box = [top, bottom, Math.max(0, x - radius), Math.min(width, x + radius + 1)] as const;
      const count = (box[1] - box[0]) * (box[3] - box[2]);
      const mean = boxOf(sums, box) / count;
      const spread = Math.sqrt(Math.max(0, boxOf(squares, box) / count - mean * mean));
      out[y * width + x] = pixels[y * width + x]! > mean * (1 + k * (spread / 128 - 1)) ? 255 : 0;
    }
  }
  return { width, height, pixels: out };
}
