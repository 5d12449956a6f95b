import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerThroughApi, openAs } from './api-customer';
import { baseUrl, openBrowser, seriousAccessibilityViolations } from './browser';

let browser: Browser;
let newPage: Awaited<ReturnType<typeof openBrowser>>['newPage'];
beforeAll(async () => {
  ({ browser, newPage } = await openBrowser());
});
afterAll(() => browser?.close());

const OFFER = '/caracteristiques-offre';
const HEADINGS = { fr: "Caractéristiques de l'offre", en: 'Offer characteristics', ar: 'خصائص العرض' };

/** What the app reports going wrong: a hydration mismatch is an uncaught error or a console error. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * The page as the server sends it, before any script runs: the app's scripts are held back until
 * `release` is called, so what is on screen meanwhile is the HTML alone.
 */
async function openWithScriptsHeld(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  // Not until DOMContentLoaded: the browser holds that event for the page's module script.
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

/** Layout shifts the page has had so far, summed as CLS sums them. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
          resolve(
            entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );

describe('the offer page, written out at build time (decision 022)', () => {
  it('comes from the server already written, in the language of the link, the cookie, or French', async () => {
    const { page } = await newPage();
    const sent = async (path: string, cookie?: string) => {
      const answer = await page.request.get(path, { headers: cookie ? { cookie } : {} });
      expect(answer.headers()['content-type']).toContain('text/html');
      return answer.text();
    };
    const french = await sent(OFFER);
    expect(french).toContain('<html lang="fr" dir="ltr">');
    expect(french).toContain(`<h1 class="`);
    expect(french).toContain(HEADINGS.fr.replace("'", '&#x27;'));
    const arabic = await sent(OFFER, 'bi.language=ar');
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain(HEADINGS.ar);
    // The link wins over the remembered choice, as in the app.
    expect(await sent(`${OFFER}?lng=en`, 'bi.language=ar')).toContain(HEADINGS.en);
    // Any other page is the app's shell, drawn by the script.
    expect(await sent('/cgv', 'bi.language=ar')).not.toContain('data-prerendered');
  });

  it('shows its text before any script, then the app takes over that same text without redrawing it', async () => {
    const { page } = await newPage();
    const errors = collectErrors(page);
    const release = await openWithScriptsHeld(page, OFFER);
    const heading = page.getByRole('heading', { level: 1, name: HEADINGS.fr });
    await heading.waitFor();
    expect(await page.locator('table [data-usage]').count()).toBe(0);
    // What needs the app says so until it runs; links are links and work already.
    const download = page.getByRole('button', { name: 'Télécharger' });
    expect(await download.isDisabled()).toBe(true);
    expect(await page.getByTestId('language-button').isDisabled()).toBe(true);
    // The sign-in link names the page, so that a tap before the app runs still leads back here.
    expect(await page.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(
      `/auth/signin?retour=${encodeURIComponent(OFFER)}`,
    );
    // A mark on the element painted from the HTML: a page drawn again by the app would lose it.
    await heading.evaluate((element) => element.setAttribute('data-painted-from-html', ''));

    release();
    const tourism = page.locator('[data-usage="TOURISME"]');
    await tourism.waitFor({ timeout: 15_000 });
    await expect.poll(() => tourism.textContent()).toContain('497,91\u00a0MAD');
    expect(await page.locator('h1[data-painted-from-html]').count()).toBe(1);
    expect(await download.isEnabled()).toBe(true);
    expect(errors).toEqual([]);

    // The app is live: the language menu redraws the page in Arabic, right to left.
    await page.getByTestId('language-button').click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe(HEADINGS.ar);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it('is sent in the language the visitor chose last time, and does not move when the app starts', async () => {
    const { page, context } = await newPage();
    await page.goto('/?lng=ar');
    await expect.poll(() => page.getAttribute('html', 'dir')).toBe('rtl');
    expect((await context.cookies()).find((cookie) => cookie.name === 'bi.language')?.value).toBe('ar');
    // The Arabic fonts in the cache first: what is measured here is the app starting.
    await page.evaluate(() => document.fonts.ready);

    const errors = collectErrors(page);
    await page.goto(OFFER);
    expect(await page.getAttribute('#root', 'data-prerendered')).toBe('ar');
    await page.locator('[data-usage="TOURISME"]').waitFor({ timeout: 15_000 });
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.locator('h1').textContent()).toBe(HEADINGS.ar);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expect(errors).toEqual([]);
    // The page came with its Arabic font faces: the app does not define them again. A second face
    // can find in the cache a font the first gave up on (past font-display's wait) and swap it in,
    // moving the text (0.06, twice in CI on a busy machine, and reproduced once with a slow font).
    await page.waitForLoadState('networkidle');
    const faces = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.family.includes('Noto Sans Arabic'))
        .map((face) => face.weight),
    );
    expect(faces.sort()).toEqual(['400', '700']);
  });

  it("shows a visitor's own language even when the page was sent in another (a choice made before the cookie)", async () => {
    const { page, context } = await newPage();
    await context.addInitScript(() => localStorage.setItem('bi.language', 'en'));
    await page.goto(OFFER);
    await expect.poll(() => page.locator('h1').textContent()).toBe(HEADINGS.en);
    await page.locator('[data-usage="TOURISME"]').waitFor({ timeout: 15_000 });
    // From now on the server knows it.
    expect((await context.cookies(baseUrl())).find((cookie) => cookie.name === 'bi.language')?.value).toBe(
      'en',
    );
  });

  it('takes over the page for a signed-in customer too, then shows their profile menu', async () => {
    const { page, context } = await newPage();
    const customer = await customerThroughApi(page.request);
    await openAs(context, customer);
    const errors = collectErrors(page);
    await page.goto(OFFER);
    await page.getByTestId('profile-button').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('profile-button').textContent()).toBe('Nadia');
    expect(await page.getByRole('link', { name: 'Se connecter' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
