/** A grayscale image: one byte a pixel, row after row, 0 black. */
export type TGrayImage = { width: number; height: number; pixels: Uint8ClampedArray };

/** Luma from sRGB bytes with integer weights (ITU-R BT.601), the canvas's RGBA in, one byte out. */
export function grayFrom(image: ImageData): TGrayImage {
  const { width, height, data } = image;
  const pixels = new Uint8ClampedArray(width * height);
  for (let index = 0; index < pixels.length; index += 1) {
    const at = index * 4;
    pixels[index] = (data[at]! * 77 + data[at + 1]! * 150 + data[at + 2]! * 29) >> 8;
  }
  return { width, height, pixels };
}

/**
 * Gray pixels as a binary PGM file, which the engine's image library reads as it is: no PNG to
 * compress here and inflate in the worker, no RGBA four times the size (a certificate's page is
 * millions of pixels, and a phone paid about a second for the PNG alone).
 */
export function pgmFrom(gray: TGrayImage): Uint8Array<ArrayBuffer> {
  const header = new TextEncoder().encode(`P5\n${gray.width} ${gray.height}\n255\n`);
  const file = new Uint8Array(header.length + gray.pixels.length);
  file.set(header);
  file.set(gray.pixels, header.length);
  return file;
}

/**
 * Stretches the gray levels so the darkest 1 % become black and the brightest 1 % white: glare and a
 * dim room leave ink and paper a few dozen levels apart, and Tesseract's own threshold does better on
 * the full range.
 */
export function normaliseContrast(gray: TGrayImage): TGrayImage {
  // Indexed loops, not for…of: on a page of millions of pixels the iterator took twice the time
  // (measured in Node, the phone's slowed thread pays it four times over, decision 036).
  const histogram = new Uint32Array(256);
  for (let index = 0; index < gray.pixels.length; index += 1) histogram[gray.pixels[index]!]! += 1;
  const level = (fraction: number) => {
    let seen = 0;
    for (let value = 0; value < 256; value += 1) {
      seen += histogram[value]!;
      if (seen >= fraction * gray.pixels.length) return value;
    }
    return 255;
  };
  const [low, high] = [level(0.01), level(0.99)];
  const range = Math.max(1, high - low);
  // A table of the 256 levels, then one look-up a pixel: a page is millions of them.
  const levels = Uint8ClampedArray.from({ length: 256 }, (_, value) => ((value - low) * 255) / range);
  const pixels = new Uint8ClampedArray(gray.pixels.length);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = levels[gray.pixels[index]!]!;
  return { ...gray, pixels };
}
