/**
 * Whether a JPEG's markers can be walked as a decoder walks them (ITU T.81, B.1.1) to its end: SOI,
 * segments each with their length, a frame header before the first scan, entropy-coded data after each
 * SOS up to the next marker, EOI. A JPEG header glued to something else is not an image. What follows
 * EOI is not looked at: phones append their own data there (motion photos, maker trailers).
 */
export function isSoundJpeg(content: Buffer): boolean {
  if (content[0] !== 0xff || content[1] !== 0xd8) return false;
  let at = 2;
  let frame = false;
  let scanned = false;
  for (;;) {
    if (content[at] !== 0xff) return false;
    // Fill bytes: any number of 0xFF may precede a marker (B.1.1.2).
    while (content[at] === 0xff) at += 1;
    if (at >= content.length) return false;
    const marker = content[at]!;
    at += 1;
    if (marker === 0xd9) return frame && scanned;
    if (marker === 0x00 || marker === 0xd8) return false;
    // TEM and the restart markers stand alone, without a length.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (at + 2 > content.length) return false;
    const length = content.readUInt16BE(at);
    if (length < 2 || at + length > content.length) return false;
    if (isFrameHeader(marker)) {
      if (!validFrame(content.subarray(at, at + length))) return false;
      frame = true;
    }
    at += length;
    if (marker === 0xda) {
      if (!frame) return false;
      const next = endOfEntropyData(content, at);
      if (next === null) return false;
      scanned = true;
      at = next;
    }
  }
}

/** SOF0 to SOF15, less DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isFrameHeader = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Length, precision, height, a width above zero, and three bytes per component (B.2.2). */
function validFrame(segment: Buffer): boolean {
  if (segment.length < 8) return false;
  const width = segment.readUInt16BE(5);
  const components = segment[7]!;
  return width > 0 && components > 0 && segment.length === 8 + 3 * components;
}

/**
 * The offset of the marker that ends a scan's entropy-coded data: the first 0xFF followed by neither a
 * stuffed zero nor a restart marker (B.1.1.5). Found with indexOf, so ten megabytes take milliseconds.
 */
function endOfEntropyData(content: Buffer, from: number): number | null {
  let at = from;
  for (;;) {
    const ff = content.indexOf(0xff, at);
    if (ff < 0 || ff + 1 >= content.length) return null;
    const next = content[ff + 1]!;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at = ff + 2;
    else if (next === 0xff) at = ff + 1;
    else return ff;
  }
}
