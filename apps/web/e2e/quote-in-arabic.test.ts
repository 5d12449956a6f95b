import { readableName } from '@bi/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerThroughApi, openAs } from './api-customer';
import { headingOf, openBrowser } from './browser';

let browser: Browser;
let newPage: Awaited<ReturnType<typeof openBrowser>>['newPage'];
beforeAll(async () => {
  ({ browser, newPage } = await openBrowser());
});
afterAll(() => browser?.close());

/** The value the quote shows beside `label`. */
const quoteRow = (page: Page, label: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell')
    .textContent();

const LIST_LOADED = { timeout: 10_000 };

describe('the quote of step 6', () => {
  it('names the entry port, the office, the pack and the currency in Arabic for an Arabic reader, and in French otherwise', async () => {
    const { page, context } = await newPage();
    // Entering at Tanger Med, the first office there, the basic offer (api-customer.ts).
    const customer = await customerThroughApi(page.request, 5);
    await openAs(context, customer);
    const saved = await (
      await page.request.get(`/api/v1/users/souscriptions/${customer.id}`, { headers: customer.headers })
    ).json();
    // The French name as every screen writes it (readableName: not in the reference data's capitals).
    const office = {
      fr: readableName(saved.user_info.intermediaire_RS, 'fr', 'proper'),
      ar: saved.user_info.intermediaire_RS_AR,
    };
    expect(office.ar).not.toBe(office.fr);

    await page.goto('/souscriptions/step6?lng=ar');
    await headingOf(page, 'عرض السعر');
    // The port's name comes with the city list, after the quote itself.
    await expect.poll(() => quoteRow(page, 'نقطة الدخول'), LIST_LOADED).toBe('ميناء طنجة المتوسط');
    expect(await quoteRow(page, 'مكتب التسيير')).toBe(office.ar);
    expect(await quoteRow(page, 'الصيغة')).toBe('العرض الأساسي');
    const text = await page.locator('main').textContent();
    for (const french of [
      'Port Tanger Med',
      'Tanger Med',
      office.fr,
      saved.user_info.intermediaire_RS,
      'Offre de base',
      'MAD',
    ])
      expect(text).not.toContain(french);
    // Amounts keep the spec's digits and name the dirham as an Arabic reader does (decision 038).
    expect(text).toMatch(/\d{1,3}(\.\d{3})*,\d{2}\u00a0درهم/);

    await page.goto('/souscriptions/step6?lng=fr');
    await headingOf(page, 'Votre devis');
    await expect.poll(() => quoteRow(page, "Point d'entrée"), LIST_LOADED).toBe('Port Tanger Med');
    expect(await quoteRow(page, 'Bureau de gestion')).toBe(office.fr);
    expect(await quoteRow(page, 'Formule')).toBe('Offre de base');
  });
});
