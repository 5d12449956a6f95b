import type { Page } from 'playwright-core';

/**
 * A 4000 × 3000 camera-like photo of a document, about 1.4 MB: text on a gradient with a little sensor
 * noise, made in the browser so that no binary fixture is kept.
 */
export async function cameraPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const [width, height] = [4000, 3000];
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, '#c9d6e8');
    gradient.addColorStop(1, '#f3e2c7');
    context.fillStyle = gradient;
    context.fillRect(0, 0, width, height);
    context.fillStyle = '#1b2a4a';
    context.font = 'bold 160px sans-serif';
    for (let line = 0; line < 8; line += 1)
      context.fillText(`PERMIS ${line} AB123456`, 200, 400 + line * 320);
    const image = context.getImageData(0, 0, width, height);
    let seed = 42;
    for (let index = 0; index < image.data.length; index += 4) {
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
      const delta = ((seed >> 16) % 7) - 3;
      for (let channel = 0; channel < 3; channel += 1) image.data[index + channel]! += delta;
    }
    context.putImageData(image, 0, 0);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.91 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let index = 0; index < bytes.length; index += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** Width and height from a JPEG's start-of-frame segment. */
export function jpegSize(jpeg: Buffer) {
  let offset = 2;
  while (offset < jpeg.length) {
    const marker = jpeg[offset + 1]!;
    const length = jpeg.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xc3)
      return { width: jpeg.readUInt16BE(offset + 7), height: jpeg.readUInt16BE(offset + 5) };
    offset += 2 + length;
  }
  throw new Error('No frame in this JPEG');
}

/**
 * The camera photo padded to 32 MB (or a few bytes over) with APP15 segments, application data every
 * decoder skips: still a JPEG the browser reads, as big as the photo of the issue.
 */
export function paddedTo32Mb(jpeg: Buffer): Buffer {
  const target = 32 * 1024 * 1024;
  const segments: Buffer[] = [];
  let size = jpeg.length;
  while (size < target) {
    const payload = Math.min(65_533, target - size);
    const segment = Buffer.alloc(4 + payload, 0x00);
    segment.writeUInt16BE(0xffef, 0);
    segment.writeUInt16BE(payload + 2, 2);
    segments.push(segment);
    size += segment.length;
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}
