import type { Page } from 'playwright-core';

export type TDevelop = { noise: number; quality: number; seed: number; sideways: boolean };

/**
 * Runs in the page: the screenshot gets a sensor's noise (a seeded, roughly Gaussian grain on every
 * channel), is turned a quarter counter-clockwise when the phone stores it sideways, and is encoded by
 * the browser's own JPEG encoder at the phone's quality. Returned as a data URL.
 */
async function developInPage({ png, noise, quality, seed, sideways }: TDevelop & { png: string }) {
  const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
  const { width, height } = bitmap;
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  const image = context.getImageData(0, 0, width, height);
  // No named helper in here: the page gets this function's source, and tsx would wrap a helper's name.
  let state = seed >>> 0;
  const pixels = image.data;
  for (let index = 0; index < pixels.length; index += 1) {
    if (index % 4 === 3) continue;
    // Three uniforms (a linear congruential generator) summed come close enough to a bell for grain.
    let sum = 0;
    for (let draw = 0; draw < 3; draw += 1) {
      state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
      sum += state / 4_294_967_296;
    }
    pixels[index] = pixels[index]! + (sum - 1.5) * 2 * noise;
  }
  context.putImageData(image, 0, 0);
  let stored = canvas;
  if (sideways) {
    // Orientation 6 tells a viewer to turn the stored pixels a quarter clockwise to show them upright.
    stored = new OffscreenCanvas(height, width);
    const turned = stored.getContext('2d')!;
    turned.translate(0, width);
    turned.rotate(-Math.PI / 2);
    turned.drawImage(canvas, 0, 0);
  }
  const jpeg = await stored.convertToBlob({ type: 'image/jpeg', quality: quality / 100 });
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(jpeg);
  });
}

/** The JPEG bytes of a screenshot developed as a phone would (developInPage). */
export async function developPhoto(page: Page, png: Buffer, develop: TDevelop): Promise<Buffer> {
  const dataUrl = await page.evaluate(developInPage, { ...develop, png: png.toString('base64') });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}
