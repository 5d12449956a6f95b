import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '@bi/chromium';
import { baseUrl } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const stamp = Date.now().toString().slice(-6);

/** /souscriptions/create on a phone set to `locale`, reached as a new visitor does. */
async function contactPage(locale: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    baseURL: baseUrl(),
    locale,
  });
  const page = await context.newPage();
  await page.goto('/souscriptions/email');
  await page.getByLabel(/^Adresse e-mail\W*$/).fill(`region.${locale}.${stamp}@example.com`);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.waitForURL('**/souscriptions/create');
  return { context, page };
}

const countryShown = (page: Page) => page.getByRole('combobox', { name: 'Indicatif' }).inputValue();
const question = (page: Page) => page.getByRole('group', { name: 'Numéro de quel pays ?' });

describe("the phone number's country on a real phone", () => {
  it('is the phone’s region, asked about for a national number, and taken from a whole one', async () => {
    const { context, page } = await contactPage('fr-FR');
    expect(await countryShown(page)).toBe('+33');

    const number = page.getByLabel('Téléphone');
    await number.fill('06 12 34 56 78');
    await question(page).waitFor();
    expect(await question(page).getByRole('button').allTextContents()).toEqual([
      'France +33',
      'Pays-Bas +31',
      'Maroc +212',
    ]);
    expect(await page.getByRole('button', { name: 'Suivant' }).isDisabled()).toBe(true);

    // The phone's autofill, with the whole number.
    await number.fill('+212 6 12 34 56 78');
    expect(await countryShown(page)).toBe('+212');
    expect(await question(page).count()).toBe(0);
    await context.close();
  });
});
