import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './find-chromium';

export async function launchChromium(): Promise<Browser> {
  const { path } = await findChromium();
  return chromium.launch({ executablePath: path, headless: true, args: CHROMIUM_ARGS });
}
