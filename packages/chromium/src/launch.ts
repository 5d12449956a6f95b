import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './find-chromium';

/**
 * The browser's own language is French, the product's default, whatever the machine's locale: the web
 * app follows the language a phone lists (`navigator.languages`, `Accept-Language`), and a journey in
 * another language says so with its context's `locale`. Chromium takes its language from the process's
 * locale (`--lang` is ignored on Linux), but only if it ships that language's resources: Debian's
 * package has English alone (French is in chromium-l10n), so 47 of the 83 journeys met an English app.
 * Each new context is therefore French unless it says otherwise.
 */
const FRENCH = { LANG: 'fr_FR.UTF-8' };
const FRENCH_LOCALE = 'fr-FR';

export async function launchChromium(): Promise<Browser> {
  const { path } = await findChromium();
  const browser = await chromium.launch({
    executablePath: path,
    headless: true,
    args: CHROMIUM_ARGS,
    env: { ...process.env, ...FRENCH },
  });
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ locale: FRENCH_LOCALE, ...options });
  browser.newPage = (options = {}) => newPage({ locale: FRENCH_LOCALE, ...options });
  return browser;
}
