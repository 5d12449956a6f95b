import type { Page } from 'playwright-core';
import { screenshot } from '../screenshot';
import { developPhoto } from './develop-photo';
import { withExifOrientation } from './exif-orientation';
import type { TPlannedPhoto } from './plan-half';
import { sceneHtml } from './scene-html';

/** EXIF Orientation 6: the stored pixels are to be turned 90° clockwise. */
const TURN_CLOCKWISE = 6;

/** One planned photo taken: the scene rendered at the photo's size, developed and stored as a JPEG. */
export async function shootPhoto(page: Page, { drawn, shot }: TPlannedPhoto): Promise<Buffer> {
  await page.setViewportSize({ width: shot.width, height: shot.height });
  await page.setContent(sceneHtml(drawn, shot));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const png = await screenshot(page, { type: 'png' });
  const jpeg = await developPhoto(page, png, {
    noise: shot.noise,
    quality: shot.quality,
    seed: shot.seed,
    sideways: shot.sideways,
  });
  return shot.sideways ? withExifOrientation(jpeg, TURN_CLOCKWISE) : jpeg;
}
