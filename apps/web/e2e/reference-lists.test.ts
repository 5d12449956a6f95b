import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, overflowsHorizontally, seriousAccessibilityViolations } from './browser';
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

/** The entry cities step 2 offers a customer whose name holds `text`, read from the field's options. */
async function step2Cities(context: BrowserContext, text: string) {
  const page = await context.newPage();
  await page.goto('/souscriptions/step2');
  const field = page.getByRole('combobox', { name: "Ville d'entrée au Maroc" });
  await field.click();
  await field.fill(text);
  return page.getByRole('option').filter({ hasText: text });
}

describe("the administrator's reference lists", () => {
  it('adds an entry point at 1280 px that step 2 offers at 390 px, switches it off, and reads it in Arabic and French on a phone', async () => {
    const setup = await browser.newContext({ baseURL: baseUrl() });
    const admin = await adminSession(setup.request);
    // Random: the journeys share one database and may run again on it.
    const stamp = String(randomInt(10 ** 5, 10 ** 6));
    const name = `Port Test ${stamp}`;
    const desk = await signedInAs(admin.token, 1280);
    const page = await desk.newPage();
    await page.goto('/backoffice/referentiels?liste=villes');
    await page.getByRole('button', { name: 'Ajouter une ville' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle ville' });
    await dialog.getByLabel(/^Code/).fill(`PORT_${stamp}`);
    await dialog.getByLabel('Nom en français').fill(name);
    await dialog.getByLabel('Nom en arabe').fill(`ميناء تجريبي ${stamp}`);
    await dialog.getByRole('checkbox', { name: /Point d'entrée/ }).check();
    await dialog.getByLabel("Libellé du point d'entrée en français").fill(`Quai ${stamp}`);
    await dialog.getByLabel("Libellé du point d'entrée en arabe").fill(`رصيف ${stamp}`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('searchbox').fill(stamp);
    const row = page.getByTestId('reference-row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain(`Point d'entrée : Quai ${stamp}`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const customer = await customerThroughApi(setup.request, 1);
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl() });
    await openAs(phone, customer);
    const offeredNow = await step2Cities(phone, stamp);
    await expect.poll(() => offeredNow.count()).toBe(1);
    expect(await offeredNow.textContent()).toBe(`${name} — Quai ${stamp}`);

    await row.getByRole('button', { name: 'Désactiver' }).click();
    const off = page.getByRole('dialog', { name: `Désactiver « ${name} » ?` });
    await off.getByRole('button', { name: 'Désactiver' }).click();
    await off.waitFor({ state: 'detached' });
    await row.getByText('Désactivé', { exact: true }).waitFor();

    // On a phone in Arabic: the switched-off chip, and the edit dialog with its Arabic fields, right to left.
    const narrow = await signedInAs(admin.token, 390);
    const onPhone = await narrow.newPage();
    await onPhone.goto('/backoffice/referentiels?liste=villes&lng=ar');
    await onPhone.getByRole('searchbox').fill(stamp);
    const offRow = onPhone.getByTestId('reference-row').filter({ hasText: 'موقوف' });
    await offRow.waitFor();
    expect(await offRow.getByRole('heading').textContent()).toBe(`ميناء تجريبي ${stamp}`);
    expect(await onPhone.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await overflowsHorizontally(onPhone)).toBe(false);
    expect(await seriousAccessibilityViolations(onPhone)).toEqual([]);
    await offRow.getByRole('button', { name: 'تعديل' }).click();
    const edit = onPhone.getByRole('dialog');
    expect(await edit.getByLabel('تسمية نقطة الدخول بالعربية').inputValue()).toBe(`رصيف ${stamp}`);
    expect(await overflowsHorizontally(onPhone)).toBe(false);
    expect(await seriousAccessibilityViolations(onPhone)).toEqual([]);

    // On a phone in French: the countries, about 250, found by a search, nothing wider than the screen.
    const french = await signedInAs(admin.token, 390);
    const countries = await french.newPage();
    await countries.goto('/backoffice/referentiels?liste=pays&lng=fr');
    await countries.getByRole('button', { name: 'Afficher plus' }).waitFor();
    await countries.getByRole('searchbox', { name: 'Chercher un pays (nom ou code)' }).fill('maroc');
    await countries.getByTestId('reference-row').filter({ hasText: 'Maroc' }).waitFor();
    expect(await overflowsHorizontally(countries)).toBe(false);
    expect(await seriousAccessibilityViolations(countries)).toEqual([]);

    // Switched off: the customer's step 2 no longer offers it (a fresh context, not an hour-old cached list).
    const later = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl() });
    await openAs(later, customer);
    const offered = await step2Cities(later, stamp);
    await offered.page().getByText('Aucune option').waitFor();
    expect(await offered.count()).toBe(0);
    for (const context of [setup, desk, phone, narrow, french, later]) await context.close();
  });
});

describe('the cities list in French and Arabic, on a phone and a desktop', () => {
  let views: Awaited<ReturnType<typeof adminViewsByWidth>>;
  beforeAll(async () => {
    views = await adminViewsByWidth(browser);
  }, 60_000);
  afterAll(() => views?.close());

  it.each(LANGUAGES_AND_WIDTHS)(
    "%s at %i px: the cities and an entry point's form read whole",
    async (language, width) => {
      const page = await views.page(width);
      await page.goto(`/backoffice/referentiels?liste=villes&lng=${language}`);
      await page.getByRole('heading', { level: 1, name: text(language, 'reference:title') }).waitFor();
      const rows = page.getByTestId('reference-row');
      const casablanca = rows.filter({ hasText: 'CASABLANCA' }).first();
      await casablanca.waitFor();
      // Tanger's three: the city, the port in town, Tanger Med with its entry label in both languages.
      await page.getByRole('searchbox', { name: text(language, 'reference:search.cities') }).fill('tanger');
      await casablanca.waitFor({ state: 'detached' });
      const tangerMed = rows.filter({ hasText: 'TANGER_MED' });
      await tangerMed.waitFor();
      await readsRight(page, language, 'cities');
      await tangerMed.getByRole('button', { name: text(language, 'reference:edit') }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: text(language, 'reference:cities.save') })
        .waitFor();
      await readsRight(page, language, 'city-form');
      await page.close();
    },
  );
});
