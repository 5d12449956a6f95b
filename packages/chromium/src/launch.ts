import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './find-chromium';

/**
 * The browser's own language is French, the product's default, whatever the machine's locale: the web
 * app follows the language a phone lists (`navigator.languages`, `Accept-Language`), and a journey in
 * another language says so with its context's `locale`. Chromium takes it from the process's locale
 * (`--lang` is ignored on Linux).
 */
const FRENCH = { LANG: 'fr_FR.UTF-8' };

export async function launchChromium(): Promise<Browser> {
  const { path } = await findChromium();
  return chromium.launch({
    executablePath: path,
    headless: true,
    args: CHROMIUM_ARGS,
    env: { ...process.env, ...FRENCH },
  });
}
