import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './launch';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

// The package has no DOM types: the page's expressions are written as text.
const languagesOf = async (options?: Parameters<Browser['newContext']>[0]) => {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const languages = await page.evaluate<string[]>('[...navigator.languages]');
  await context.close();
  return languages;
};

// On @sparticuz/chromium the process's locale alone made the browser French; Debian's package, with
// English resources only, stayed English (47 of 83 journeys failed): the context's locale is what holds.
describe('launchChromium', { timeout: 60_000 }, () => {
  it('opens French contexts and pages unless told another language', async () => {
    expect((await languagesOf())[0]).toBe('fr-FR');
    expect((await languagesOf({ viewport: { width: 390, height: 844 } }))[0]).toBe('fr-FR');
    const page = await browser.newPage();
    expect(await page.evaluate<string>('navigator.language')).toBe('fr-FR');
    await page.close();
  });

  it('keeps the language a context asks for', async () => {
    expect((await languagesOf({ locale: 'ar-MA' }))[0]).toBe('ar-MA');
  });
});
