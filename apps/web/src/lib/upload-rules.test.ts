import { MAX_UPLOAD_BYTES } from '@bi/domain';
import { describe, expect, it } from 'vitest';
import {
  afterShrinking,
  firstCheck,
  jpegName,
  needsReencoding,
  scaledSize,
  SHRINK_ABOVE_BYTES,
  sniffUploadType,
} from './upload-rules';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('sniffUploadType', () => {
  it('reads JPEG, PNG and PDF from their first bytes', () => {
    expect(sniffUploadType(bytes(0xff, 0xd8, 0xff, 0xe1, 0, 0, 0, 0))).toBe('image/jpeg');
    expect(sniffUploadType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffUploadType(ascii('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('refuses anything else, whatever the name would say: HEIC, GIF, an executable, a text, nothing', () => {
    expect(sniffUploadType(bytes(0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70))).toBeNull();
    expect(sniffUploadType(ascii('GIF89a'))).toBeNull();
    expect(sniffUploadType(ascii('MZ\x90\x00'))).toBeNull();
    expect(sniffUploadType(ascii('%PDF'))).toBeNull();
    expect(sniffUploadType(ascii('hello'))).toBeNull();
    expect(sniffUploadType(bytes())).toBeNull();
    // A PNG signature cut short is not a PNG.
    expect(sniffUploadType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
  });
});

describe('firstCheck', () => {
  it('refuses an unknown type and an oversized PDF before sending anything', () => {
    expect(firstCheck(null, 1000)).toBe('refuse-type');
    expect(firstCheck('application/pdf', 32 * 1024 * 1024)).toBe('refuse-size');
  });

  it('sends a PDF within the limit as it is and shrinks every photo first, however large', () => {
    expect(firstCheck('application/pdf', MAX_UPLOAD_BYTES)).toBe('send');
    expect(firstCheck('image/jpeg', 32 * 1024 * 1024)).toBe('shrink');
    expect(firstCheck('image/png', 1000)).toBe('shrink');
  });
});

describe('scaledSize', () => {
  it('brings the long side down to 2000 px, keeping the proportions, in landscape and portrait', () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: 2000, height: 1500 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1500, height: 2000 });
    expect(scaledSize(4000, 1800)).toEqual({ width: 2000, height: 900 });
  });

  it('never enlarges and never reaches zero', () => {
    expect(scaledSize(1200, 900)).toEqual({ width: 1200, height: 900 });
    expect(scaledSize(2000, 2000)).toEqual({ width: 2000, height: 2000 });
    expect(scaledSize(100_000, 10)).toEqual({ width: 2000, height: 1 });
  });
});

describe('needsReencoding', () => {
  it('re-encodes a photo too large in pixels or in bytes, and leaves a small one alone', () => {
    expect(needsReencoding(4032, 3024, 300_000)).toBe(true);
    expect(needsReencoding(1600, 1200, SHRINK_ABOVE_BYTES + 1)).toBe(true);
    expect(needsReencoding(1600, 1200, SHRINK_ABOVE_BYTES)).toBe(false);
  });
});

describe('afterShrinking', () => {
  const original = { size: 3_000_000 };

  it('sends the smaller of the original and the shrunk photo', () => {
    expect(afterShrinking(original, { size: 400_000 })).toEqual({ size: 400_000 });
    expect(afterShrinking(original, { size: 3_500_000 })).toBe(original);
    expect(afterShrinking(original, null)).toBe(original);
  });

  it('refuses a photo still over the limit once shrunk, or that could not be shrunk', () => {
    const huge = { size: 32 * 1024 * 1024 };
    expect(afterShrinking(huge, { size: MAX_UPLOAD_BYTES + 1 })).toBeNull();
    expect(afterShrinking(huge, null)).toBeNull();
    expect(afterShrinking(huge, { size: 900_000 })).toEqual({ size: 900_000 });
  });
});

describe('jpegName', () => {
  it('gives the shrunk photo a .jpg name', () => {
    expect(jpegName('IMG_2041.PNG')).toBe('IMG_2041.jpg');
    expect(jpegName('permis.recto.jpeg')).toBe('permis.recto.jpg');
    expect(jpegName('photo')).toBe('photo.jpg');
  });
});
