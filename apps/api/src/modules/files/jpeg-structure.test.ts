import { describe, expect, it } from 'vitest';
import { isSoundJpeg } from './jpeg-structure';
import { JPEG } from './sample-images';

const marker = (code: number) => Buffer.from([0xff, code]);
/** A segment: its marker, its length (counting itself), its data. */
const segment = (code: number, data: Buffer | number[]) => {
  const bytes = Buffer.from(data);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(bytes.length + 2);
  return Buffer.concat([marker(code), length, bytes]);
};
/** A frame of 8 × 8 pixels, one component. */
const frame = (code = 0xc0) => segment(code, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]);
const scan = segment(0xda, [1, 1, 0, 0, 63, 0]);
const app0 = segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'));
const jpeg = (...parts: Buffer[]) => Buffer.concat([marker(0xd8), ...parts]);

describe('a JPEG walked marker by marker', () => {
  it('is sound as an encoder writes it, and with what phones append after its end', () => {
    expect(isSoundJpeg(JPEG)).toBe(true);
    expect(isSoundJpeg(Buffer.concat([JPEG, Buffer.from('ftypmp42 motion photo video', 'latin1')]))).toBe(
      true,
    );
  });

  it('follows progressive scans, stuffed bytes, restart markers and fill bytes to EOI', () => {
    const entropy = Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xd1, 0x78]);
    const progressive = jpeg(
      app0,
      segment(0xdb, Buffer.alloc(65, 1)),
      frame(0xc2),
      segment(0xc4, Buffer.alloc(20, 2)),
      scan,
      entropy,
      segment(0xc4, Buffer.alloc(20, 3)),
      Buffer.from([0xff, 0xff]),
      scan,
      entropy,
      Buffer.from([0xff, 0xff]),
      marker(0xd9),
    );
    expect(isSoundJpeg(progressive)).toBe(true);
  });

  it('skips a thumbnail inside an APP1 segment: its EOI is not the image end', () => {
    const thumbnail = segment(
      0xe1,
      Buffer.concat([Buffer.from('Exif\0\0'), jpeg(frame(), scan, marker(0xd9))]),
    );
    expect(isSoundJpeg(jpeg(thumbnail, frame(), scan, Buffer.from([1, 2]), marker(0xd9)))).toBe(true);
    expect(isSoundJpeg(jpeg(thumbnail, Buffer.from([1, 2, 3])))).toBe(false);
  });

  it('is not sound when it is only a header glued to something else, or broken on the way', () => {
    for (const [what, content] of [
      ['a header then text', jpeg(app0, Buffer.from('hello, this is no image'))],
      ['a header then a PDF', jpeg(app0, Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n'))],
      ['cut before EOI', JPEG.subarray(0, JPEG.length - 2)],
      ['cut in a segment', JPEG.subarray(0, 100)],
      ['no scan', jpeg(app0, frame(), marker(0xd9))],
      ['a scan before the frame', jpeg(app0, scan, Buffer.from([1]), frame(), marker(0xd9))],
      ['a frame of width 0', jpeg(segment(0xc0, [8, 0, 8, 0, 0, 1, 1, 0x11, 0]), scan, marker(0xd9))],
      [
        'a frame of the wrong length',
        jpeg(segment(0xc0, [8, 0, 8, 0, 8, 2, 1, 0x11, 0]), scan, marker(0xd9)),
      ],
      ['a second SOI', jpeg(app0, marker(0xd8), frame(), scan, marker(0xd9))],
      ['bytes between segments', jpeg(app0, Buffer.from([0]), frame(), scan, marker(0xd9))],
      ['a length past the end', jpeg(Buffer.from([0xff, 0xe0, 0x40, 0x00, 1, 2]))],
      ['no SOI', JPEG.subarray(2)],
    ] as const) {
      expect(isSoundJpeg(content), what).toBe(false);
    }
  });
});
