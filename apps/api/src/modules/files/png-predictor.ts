import { setImmediate as nextTurn } from 'node:timers/promises';

/** How a predicted stream is laid out: bytes per pixel (at least one) and per row, tag byte excluded. */
export type TPngLayout = { bytesPerPixel: number; bytesPerRow: number };

/** Bytes undone between two turns of the event loop: the data can be tens of megabytes. */
const BYTES_PER_TURN = 1 << 20;

const paeth = (left: number, up: number, upLeft: number) => {
  const estimate = left + up - upLeft;
  const fromLeft = Math.abs(estimate - left);
  const fromUp = Math.abs(estimate - up);
  const fromUpLeft = Math.abs(estimate - upLeft);
  if (fromLeft <= fromUp && fromLeft <= fromUpLeft) return left;
  return fromUp <= fromUpLeft ? up : upLeft;
};

/**
 * The bytes a PNG predictor (PDF 32000 7.4.4.4, /Predictor 10 to 15) encoded: each row is a tag byte
 * (0 None, 1 Sub, 2 Up, 3 Average, 4 Paeth) then `bytesPerRow` bytes, each told apart from the byte one
 * pixel to its left, the one above, or both. A last row cut short is decoded as far as it goes, as
 * readers do; any other tag makes the data unreadable (an error is thrown, as readers throw).
 */
export async function undoPngPredictor(data: Uint8Array, layout: TPngLayout): Promise<Buffer> {
  const { bytesPerPixel, bytesPerRow } = layout;
  const decoded = Buffer.alloc(data.length - Math.ceil(data.length / (bytesPerRow + 1)));
  let read = 0;
  let rowStart = 0;
  let nextPause = BYTES_PER_TURN;
  while (read < data.length) {
    const tag = data[read++]!;
    const length = Math.min(bytesPerRow, data.length - read);
    if (tag > 4 && length > 0) throw new RangeError(`PNG predictor tag ${tag} does not exist`);
    // Only the last row can be short, so the row above is always whole.
    const above = rowStart - bytesPerRow;
    for (let index = 0; index < length; index += 1) {
      const at = rowStart + index;
      const left = index >= bytesPerPixel ? decoded[at - bytesPerPixel]! : 0;
      const up = above >= 0 ? decoded[above + index]! : 0;
      const upLeft = above >= 0 && index >= bytesPerPixel ? decoded[above + index - bytesPerPixel]! : 0;
      let prediction: number;
      if (tag === 0) prediction = 0;
      else if (tag === 1) prediction = left;
      else if (tag === 2) prediction = up;
      else if (tag === 3) prediction = (left + up) >> 1;
      else prediction = paeth(left, up, upLeft);
      decoded[at] = (data[read + index]! + prediction) & 0xff;
    }
    read += length;
    rowStart += length;
    if (read >= nextPause) {
      nextPause += BYTES_PER_TURN;
      await nextTurn();
    }
  }
  return decoded;
}
