import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  cutTexts,
  openBrowser,
  overflowsHorizontally,
  seriousAccessibilityViolations,
} from './browser';
import { customerThroughApi, openAs } from './api-customer';
import { adminViewsByWidth, LANGUAGES_AND_WIDTHS, readsRight } from './console-views';
import { text } from './locale-text';
import { adminSession, signedInContext } from './staff-session';

let browser: Browser;
beforeAll(async () => {
  ({ browser } = await openBrowser());
});
afterAll(() => browser?.close());

const signedInAs = (token: string, width: number) => signedInContext(browser, token, width);

/** The offices step 2 offers a customer for Guerguerat, read from the office field's options. */
async function step2Offices(context: BrowserContext, name: string) {
  const page = await context.newPage();
  await page.goto('/souscriptions/step2');
  await page.getByRole('button', { name: /^Guerguerat$/ }).click();
  const field = page.getByRole('combobox', { name: 'Bureau de gestion' });
  await field.click();
  await field.fill(name.slice(0, 12));
  return page.getByRole('option').filter({ hasText: name });
}

describe("the administrator's offices", () => {
  it('opens an office at 1280 px that step 2 then offers at 390 px for its entry city, and closes it (shown in Arabic on a phone)', async () => {
    const setup = await browser.newContext({ baseURL: baseUrl() });
    const admin = await adminSession(setup.request);
    // Random: the journeys share one database and may run again on it.
    const stamp = String(randomInt(10 ** 5, 10 ** 6));
    const name = `AGENCE GUERGUERAT SUD ${stamp}`;
    const desk = await signedInAs(admin.token, 1280);
    const page = await desk.newPage();
    await page.goto('/backoffice/bureaux');
    await page.getByRole('button', { name: 'Nouveau bureau' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Code (ex. BF-TNM-03)').fill(`AG-GRG-${stamp}`);
    await dialog.getByLabel('Nom en français').fill(name);
    await dialog.getByLabel('Nom en arabe').fill(`وكالة الكركرات الجنوب ${stamp}`);
    await dialog.getByLabel('Adresse en français').fill('Route nationale 1, Guerguerat');
    await dialog.getByLabel('Adresse en arabe').fill('الطريق الوطنية 1، الكركرات');
    await dialog.getByLabel("Ville d'entrée").click();
    await page.getByRole('option', { name: 'Guerguerat', exact: true }).click();
    await dialog.getByLabel('Type de bureau').click();
    await page.getByRole('option', { name: 'Agent', exact: true }).click();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Ouvrir le bureau' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('searchbox').fill(stamp);
    const card = page.getByTestId('office-card').filter({ hasText: name });
    await card.waitFor();
    expect(await card.getByTestId('office-address-ar').textContent()).toBe('الطريق الوطنية 1، الكركرات');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const customer = await customerThroughApi(setup.request, 1);
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl() });
    await openAs(phone, customer);
    const offeredNow = await step2Offices(phone, name);
    await expect.poll(() => offeredNow.count()).toBe(1);

    await card.getByRole('button', { name: 'Fermer', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Fermer le bureau' }).click();
    await card.getByText('Fermé', { exact: true }).waitFor();
    const narrow = await signedInAs(admin.token, 390);
    const onPhone = await narrow.newPage();
    // On a phone in Arabic: the closed chip, and the edit dialog with its Arabic fields, right to left.
    await onPhone.goto('/backoffice/bureaux?lng=ar');
    await onPhone.getByRole('searchbox').fill(stamp);
    // Its own card: until the search applies, the list shows other journeys' closed offices too.
    const closedCard = onPhone
      .getByTestId('office-card')
      .filter({ hasText: 'مغلق' })
      .filter({ hasText: `وكالة الكركرات الجنوب ${stamp}` });
    await closedCard.waitFor();
    expect(await onPhone.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await overflowsHorizontally(onPhone)).toBe(false);
    await closedCard.getByRole('button', { name: 'تعديل المكتب' }).click();
    const edit = onPhone.getByRole('dialog');
    expect(await edit.getByLabel('العنوان بالعربية').inputValue()).toBe('الطريق الوطنية 1، الكركرات');
    expect(await overflowsHorizontally(onPhone)).toBe(false);
    expect(await seriousAccessibilityViolations(onPhone)).toEqual([]);
    // Closed: the customer's step 2 no longer offers it (a fresh context, not a day-old cached list).
    const later = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl() });
    await openAs(later, customer);
    const offered = await step2Offices(later, name);
    await offered.page().getByText('Aucune option').waitFor();
    expect(await offered.count()).toBe(0);
    for (const context of [setup, desk, phone, narrow, later]) await context.close();
  });
});

describe('the offices screen in French and Arabic, on a phone and a desktop', () => {
  let views: Awaited<ReturnType<typeof adminViewsByWidth>>;
  beforeAll(async () => {
    views = await adminViewsByWidth(browser);
  }, 60_000);
  afterAll(() => views?.close());

  it.each(LANGUAGES_AND_WIDTHS)(
    "%s at %i px: the list and an office's form read whole",
    async (language, width) => {
      const page = await views.page(width);
      await page.goto(`/backoffice/bureaux?lng=${language}`);
      await page.getByRole('heading', { level: 1, name: text(language, 'admin:offices.title') }).waitFor();
      // Tanger's seven: a border post's long names in both languages, a direct office, agents, a broker.
      const offices = page.getByTestId('office-card');
      const safi = offices.filter({ hasText: 'AG-SAF-01' });
      await safi.waitFor();
      await page.getByRole('searchbox').fill('tanger');
      await safi.waitFor({ state: 'detached' });
      const card = offices.filter({ hasText: 'BF-TNM-02' });
      await card.waitFor();
      await readsRight(page, language, 'offices');
      await card.getByRole('button', { name: text(language, 'admin:offices.form.open') }).click();
      const form = page.getByRole('dialog');
      // The entry city is shown once the cities have come: Tanger Med in the reader's language.
      const city = form.getByRole('combobox', { name: text(language, 'admin:offices.form.city') });
      await expect.poll(() => city.textContent()).toBe(language === 'ar' ? 'طنجة المتوسط' : 'Tanger Med');
      // The long names and addresses wrap in their fields, read whole even on a phone.
      expect(await cutTexts(page)).toEqual([]);
      await readsRight(page, language, 'office-form');
      await page.close();
    },
  );
});
