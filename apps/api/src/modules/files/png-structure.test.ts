import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32';
import { isSoundPng } from './png-structure';
import { png } from './sample-images';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A chunk with the CRC given, or the right one. */
const chunk = (type: string, data: Buffer | number[], crc?: number) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), Buffer.from(data)]);
  const frame = Buffer.alloc(12 + body.length - 4);
  frame.writeUInt32BE(body.length - 4, 0);
  body.copy(frame, 4);
  frame.writeUInt32BE(crc ?? crc32(body), frame.length - 4);
  return frame;
};
/** IHDR: width, height, depth, colour type, then compression, filter and interlace methods. */
const header = (width: number, height: number, depth = 8, colour = 2, methods = [0, 0, 0]) => {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([depth, colour, ...methods], 8);
  return chunk('IHDR', data);
};
const image = chunk('IDAT', [0x78, 0x9c, 0x63, 0, 0, 0, 1, 0, 1]);
const end = chunk('IEND', []);
const pngOf = (...chunks: Buffer[]) => Buffer.concat([SIGNATURE, ...chunks]);

describe('a PNG walked chunk by chunk', () => {
  it('is sound as an encoder writes it, with ancillary chunks, and with bytes after IEND', () => {
    expect(isSoundPng(png())).toBe(true);
    expect(isSoundPng(pngOf(header(1, 1), chunk('tEXt', Buffer.from('Author\0me')), image, end))).toBe(true);
    expect(isSoundPng(pngOf(header(1, 1, 4, 3), chunk('PLTE', [0, 0, 0]), image, image, end))).toBe(true);
    expect(isSoundPng(Buffer.concat([png(), Buffer.from('trailing bytes')]))).toBe(true);
  });

  it('is not sound when a CRC is wrong, a chunk is missing or out of place, or the header is impossible', () => {
    const sample = png();
    const flipped = Buffer.from(sample);
    flipped[50] = flipped[50]! ^ 1;
    for (const [what, content] of [
      ['a bit flipped in IDAT', flipped],
      ['a wrong CRC', pngOf(header(1, 1), chunk('IDAT', [1, 2, 3], 0x12345678), end)],
      ['cut before IEND', sample.subarray(0, sample.length - 12)],
      ['cut inside IEND', sample.subarray(0, sample.length - 2)],
      ['no IDAT', pngOf(header(1, 1), end)],
      ['IDAT before IHDR', pngOf(image, header(1, 1), end)],
      ['two IHDR', pngOf(header(1, 1), header(1, 1), image, end)],
      ['an unknown critical chunk', pngOf(header(1, 1), chunk('CgBI', [0, 0, 0, 0]), image, end)],
      ['a chunk type that is not letters', pngOf(header(1, 1), chunk('%PDF', [0]), image, end)],
      ['a width of 0', pngOf(header(0, 1), image, end)],
      ['a depth its colour type forbids', pngOf(header(1, 1, 4, 2), image, end)],
      ['an unknown colour type', pngOf(header(1, 1, 8, 5), image, end)],
      ['an unknown compression method', pngOf(header(1, 1, 8, 2, [1, 0, 0]), image, end)],
      ['IEND with data', pngOf(header(1, 1), image, chunk('IEND', [0]))],
      [
        'a length past the end',
        Buffer.concat([SIGNATURE, Buffer.from([0x7f, 0, 0, 0]), Buffer.from('IHDR')]),
      ],
      [
        'a PNG signature then a PDF',
        Buffer.concat([SIGNATURE, Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n')]),
      ],
    ] as const) {
      expect(isSoundPng(content), what).toBe(false);
    }
  });
});
