import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, overflowsHorizontally, seriousAccessibilityViolations } from './browser';
import { screenshot } from './screenshot';
import { adminSession, signedInContext } from './staff-session';

/** The four ways an administrator reads a console screen: French and Arabic, on a phone and a desktop. */
export const LANGUAGES_AND_WIDTHS = [
  ['fr', 390],
  ['fr', 1280],
  ['ar', 390],
  ['ar', 1280],
] as const;

/**
 * One signed-in context per width, shared by the combinations (each opens a page of its own): the
 * language is the address's `?lng=`, so the two languages need no second sign-in.
 */
export async function signedInByWidth(browser: Browser, token: string) {
  const contexts = new Map<number, BrowserContext>();
  for (const [, width] of LANGUAGES_AND_WIDTHS)
    if (!contexts.has(width)) contexts.set(width, await signedInContext(browser, token, width));
  return {
    page: (width: number) => contexts.get(width)!.newPage(),
    close: () => Promise.all([...contexts.values()].map((context) => context.close())),
  };
}

/** A new administrator's contexts by width, for a screen that needs nothing else set up. */
export async function adminViewsByWidth(browser: Browser) {
  const setup = await browser.newContext({ baseURL: baseUrl() });
  try {
    const admin = await adminSession(setup.request);
    return await signedInByWidth(browser, admin.token);
  } finally {
    await setup.close();
  }
}

/**
 * Right to left in Arabic, nothing wider than the screen, no serious axe violation; the screen saved as
 * `<name>-<language>-<width>.png` when SCREENSHOTS_DIR asks for it (to look at): the whole page, or
 * what the reader sees of an open dialog (a whole page would draw it where the page was scrolled to).
 */
export async function readsRight(page: Page, language: 'fr' | 'ar', name: string) {
  const width = page.viewportSize()!.width;
  const folder = process.env.SCREENSHOTS_DIR;
  if (folder) {
    const fullPage = (await page.getByRole('dialog').count()) === 0;
    await screenshot(page, { path: `${folder}/${name}-${language}-${width}.png`, fullPage });
  }
  expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
  expect(await overflowsHorizontally(page)).toBe(false);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}
