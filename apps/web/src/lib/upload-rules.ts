import { ACCEPTED_UPLOAD_TYPES, MAX_UPLOAD_BYTES } from '@bi/domain';

export type TUploadType = (typeof ACCEPTED_UPLOAD_TYPES)[number];

/** Long side of a photo once shrunk: an ID card or a registration stays legible for the office clerk. */
export const MAX_PHOTO_SIDE = 2000;
/** A photo smaller than this and within MAX_PHOTO_SIDE is sent as it is: re-encoding it would gain little. */
export const SHRINK_ABOVE_BYTES = 500 * 1024;
export const JPEG_QUALITY = 0.8;
/** Enough first bytes for every signature below. */
export const SNIFF_BYTES = 8;

const SIGNATURES: [TUploadType, number[]][] = [
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

/**
 * The type read from the first bytes, as the server does: a file's name and declared type are whatever
 * the phone or the sender made of them. Null when it is none of the accepted types.
 */
export function sniffUploadType(head: Uint8Array): TUploadType | null {
  const found = SIGNATURES.find(([, signature]) => signature.every((byte, index) => head[index] === byte));
  const type = found?.[0] ?? null;
  return type && ACCEPTED_UPLOAD_TYPES.includes(type) ? type : null;
}

export type TFirstCheck = 'refuse-type' | 'refuse-size' | 'shrink' | 'send';

/** Before anything is sent: a PDF is sent as it is or refused at once; a photo is shrunk first, then checked. */
export function firstCheck(type: TUploadType | null, size: number): TFirstCheck {
  if (!type) return 'refuse-type';
  if (type !== 'application/pdf') return 'shrink';
  return size > MAX_UPLOAD_BYTES ? 'refuse-size' : 'send';
}

/** Dimensions that fit within `maxSide` on the long side, keeping the proportions; never enlarged. */
export function scaledSize(width: number, height: number, maxSide = MAX_PHOTO_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** A photo already small in pixels and in bytes is not re-encoded (each JPEG pass loses a little). */
export const needsReencoding = (width: number, height: number, size: number) =>
  Math.max(width, height) > MAX_PHOTO_SIDE || size > SHRINK_ABOVE_BYTES;

/** The re-encoded photo is a JPEG: its name says so, so the office opens it with the right program. */
export function jpegName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.jpg`;
}

/** What is sent after shrinking: the smaller of the two, refused when it is still over the limit. */
export function afterShrinking<T extends { size: number }>(original: T, shrunk: T | null): T | null {
  const chosen = shrunk && shrunk.size < original.size ? shrunk : original;
  return chosen.size > MAX_UPLOAD_BYTES ? null : chosen;
}
