import { crc32 } from './crc32';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The critical chunks a decoder knows; any other critical one (upper-case first letter) stops it. */
const CRITICAL = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);
/** Bit depths allowed for each colour type (PNG 11.2.2). */
const DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/**
 * Whether a PNG's chunks can be walked as a decoder walks them to its end: the signature, IHDR first
 * with sound values, each chunk's CRC right, no critical chunk a decoder does not know, at least one
 * IDAT, then IEND. A PNG header glued to something else is not an image. What follows IEND is not
 * looked at, as decoders do not.
 */
export function isSoundPng(content: Buffer): boolean {
  if (!content.subarray(0, 8).equals(SIGNATURE)) return false;
  let at = 8;
  let pictured = false;
  for (let first = true; ; first = false) {
    if (at + 12 > content.length) return false;
    const length = content.readUInt32BE(at);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > content.length) return false;
    const type = content.toString('latin1', at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type) || (/^[A-Z]/.test(type) && !CRITICAL.has(type))) return false;
    if (crc32(content.subarray(at + 4, end - 4)) !== content.readUInt32BE(end - 4)) return false;
    const data = content.subarray(at + 8, end - 4);
    if (first !== (type === 'IHDR') || (first && !validHeader(data))) return false;
    if (type === 'IDAT') pictured = true;
    if (type === 'IEND') return pictured && length === 0;
    at = end;
  }
}

/** Width and height above zero, a bit depth the colour type allows, the only compression and filter methods. */
function validHeader(data: Buffer): boolean {
  if (data.length !== 13) return false;
  const [depth, colour, compression, filter, interlace] = data.subarray(8);
  return (
    data.readUInt32BE(0) > 0 &&
    data.readUInt32BE(4) > 0 &&
    (DEPTHS[colour!]?.includes(depth!) ?? false) &&
    compression === 0 &&
    filter === 0 &&
    (interlace === 0 || interlace === 1)
  );
}
