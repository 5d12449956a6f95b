import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headingOf, openBrowser, overflowsHorizontally, seriousAccessibilityViolations } from './browser';

let browser: Browser;
let newPage: Awaited<ReturnType<typeof openBrowser>>['newPage'];
beforeAll(async () => {
  ({ browser, newPage } = await openBrowser());
});
afterAll(() => browser?.close());

describe('public pages on a phone', () => {
  it('switches the home page to Arabic, right to left, and keeps the choice', async () => {
    const { page } = await newPage();
    await page.goto('/');
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe('Votre assurance frontière en quelques minutes');
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');

    await page.getByTestId('language-button').click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect.poll(() => page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    expect(await page.locator('h1').textContent()).toBe('تأمينك الحدودي في بضع دقائق');

    await page.reload();
    await expect.poll(() => page.getAttribute('html', 'dir')).toBe('rtl');
  });

  it("draws the header and footer while the first screen's code arrives, without a warning", async () => {
    const { page } = await newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/legal-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/cgv');
    // The footer is the app's, not the bar index.html shows before the script.
    await page.getByRole('link', { name: 'Mentions légales' }).waitFor();
    release();
    await headingOf(page, 'Conditions générales de vente en ligne');
    expect(warnings.filter((warning) => warning.includes('HydrateFallback'))).toEqual([]);
  });

  it('keeps the header buttons apart on a 360 px phone: the name gives way, with an ellipsis', async () => {
    const { page } = await newPage();
    await page.goto('/souscriptions/email');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const signIn = page.getByRole('link', { name: 'Se connecter' });
    // Squeezed, the button was narrower than its words, which spilled over the language button.
    expect(await signIn.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
    const language = (await page.getByTestId('language-button').boundingBox())!;
    expect(language.x + language.width).toBeLessThanOrEqual((await signIn.boundingBox())!.x);
    expect(await overflowsHorizontally(page)).toBe(false);
  });

  it('paints the landing without MUI, mirrored in Arabic, and brings MUI with the first screen that uses it', async () => {
    const { page } = await newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/?lng=ar');
    await page.getByTestId('tourism-price').waitFor();
    // Decision 021: emotion writes a style element for each MUI component it draws.
    expect(await page.locator('style[data-emotion]').count()).toBe(0);
    expect(await overflowsHorizontally(page)).toBe(false);
    // Opened first, the landing has nowhere to go back to: no back arrow; the header is mirrored.
    expect(await page.getByRole('button', { name: 'رجوع' }).count()).toBe(0);
    const logo = await page.getByRole('link', { name: 'الصفحة الرئيسية للتأمين الحدودي' }).boundingBox();
    const languageButton = await page.getByTestId('language-button').boundingBox();
    expect(logo!.x).toBeGreaterThan(languageButton!.x);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    const landingScripts = scripts.length;

    // The offer page is drawn without MUI too; signing in is not.
    await page.getByRole('link', { name: 'خصائص العرض' }).click();
    await page.locator('[data-usage="TOURISME"]').waitFor({ timeout: 15_000 });
    expect(await page.locator('style[data-emotion]').count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    const offerScripts = scripts.length;
    await page.getByRole('link', { name: 'تسجيل الدخول' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/signin');
    await expect.poll(() => page.locator('style[data-emotion]').count()).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(offerScripts);
    expect(offerScripts).toBeGreaterThan(landingScripts);
  });

  it('reads the tourism starting price on the offer page, computed by the server', async () => {
    const { page } = await newPage();
    await page.goto('/');
    await page.getByRole('link', { name: "Caractéristiques de l'offre" }).click();
    await page.waitForURL('**/caracteristiques-offre');
    const tourism = page.locator('[data-usage="TOURISME"]');
    // The offer page is its own chunk: wait for it rather than for a fixed time.
    await tourism.waitFor({ timeout: 15_000 });
    await expect.poll(() => tourism.textContent()).toContain('497,91\u00a0MAD');
    expect(await page.locator('[data-usage="AUTOCAR"]').textContent()).toContain('3.312,04\u00a0MAD');
    expect(await page.locator('[data-usage="CAMION"]').textContent()).toContain('+ 30 %');
  });

  it('shows the tourism price on the home page in English', async () => {
    const { page } = await newPage();
    await page.goto('/?lng=en');
    await expect
      .poll(() => page.getByTestId('tourism-price').textContent())
      .toBe('Tourism car: from 497,91\u00a0MAD incl. taxes');
  });

  it('prints a legal page from its download button and goes back to the start of the flow', async () => {
    const { page } = await newPage();
    await page.goto('/cgv');
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Télécharger' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.getByRole('link', { name: 'Retour' }).click();
    await page.waitForURL('**/souscriptions/commencer');
    expect(await headingOf(page, 'Souscrire une assurance frontière')).toBe(
      'Souscrire une assurance frontière',
    );
  });

  it('reaches the withdrawal letter and the terms from the footer', async () => {
    const { page } = await newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Lettre de rétractation' }).click();
    await page.waitForURL('**/lettre-retractation');
    expect(await headingOf(page, 'Lettre de rétractation')).toBe('Lettre de rétractation');
    await page.getByRole('link', { name: 'Conditions générales de vente' }).click();
    await page.waitForURL('**/cgv');
  });

  it('shows the fallback screen for an unknown path, and a JSON 404 for an unknown API path', async () => {
    const { page } = await newPage();
    await page.goto('/nulle-part');
    expect(await headingOf(page, 'Page introuvable')).toBe('Page introuvable');
    const api = await page.request.get('/api/v1/nulle-part');
    expect(api.status()).toBe(404);
    expect((await api.json()).message).toContain('/api/v1/nulle-part');
  });

  const pages = [
    '/',
    '/souscriptions/commencer',
    '/souscriptions/email',
    '/cgv',
    '/cgu',
    '/pdc',
    '/caracteristiques-offre',
    '/lettre-retractation',
  ];
  for (const language of ['fr', 'ar']) {
    it(`has no serious accessibility violation and no sideways scrolling at 360 px (${language})`, async () => {
      const { page } = await newPage();
      const problems: Record<string, string[]> = {};
      for (const path of pages) {
        await page.goto(`${path}?lng=${language}`, { waitUntil: 'networkidle' });
        const found = await seriousAccessibilityViolations(page);
        if (await overflowsHorizontally(page)) found.push('horizontal overflow at 360 px');
        if (found.length > 0) problems[path] = found;
      }
      expect(problems).toEqual({});
    });
  }
});
