import { launchChromium } from '@bi/chromium';
import type { Browser } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerThroughApi } from './api-customer';
import { baseUrl, overflowsHorizontally } from './browser';
import { text, type TLanguage } from './locale-text';
import { screenshot } from './screenshot';
import { adminSession, signedInContext } from './staff-session';

/** Where the journey leaves its pictures, to be looked at (not compared). */
const SHOTS = path.join(tmpdir(), 'bi-quote-blocked');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('the quote of a customer whose country of residence was closed to buyers since step 1', () => {
  it('says so, and Confirm tapped says at 390 px, in French and Arabic, to change the country at step 1', async () => {
    const setup = await browser.newContext({ baseURL: baseUrl() });
    // Luxembourg, which no other journey lives in: France, every other journey's, stays open to them
    // while this file runs beside another.
    const customer = await customerThroughApi(setup.request, 5, { countryCode: 'LU' });
    const admin = await adminSession(setup.request);
    const countries = await setup.request.get('/api/v1/users/souscriptions/pays', {
      headers: customer.headers,
    });
    const luxembourg = (
      (await countries.json()) as { result: { pays_Id: number; pays_Code: string }[] }
    ).result.find((country) => country.pays_Code === 'LU')!.pays_Id;
    const country = `/api/v1/backoffice/reference/countries/${luxembourg}`;
    const off = await setup.request.post(`${country}/switch-off`, { headers: admin.headers, data: {} });
    expect(off.status(), await off.text()).toBe(200);
    const context = await signedInContext(browser, customer.token, 390);
    try {
      await context.addInitScript((id) => localStorage.setItem('bi.flow.souscription', id), customer.id);
      const page = await context.newPage();
      mkdirSync(SHOTS, { recursive: true });
      for (const language of ['fr', 'ar'] as TLanguage[]) {
        await page.goto(`/souscriptions/step6?lng=${language}`);
        await page.getByText(text(language, 'flow.step6.changeCountry')).first().waitFor();
        const confirm = page.getByRole('button', { name: text(language, 'flow.confirm'), exact: true });
        // Not a grey button doing nothing: tapped, it says what is to be done first, next to it.
        expect(await confirm.isEnabled()).toBe(true);
        await confirm.click();
        const said = page.getByTestId('confirm-blocked');
        expect(await said.textContent()).toContain(text(language, 'flow.step6.countryOffFirst'));
        expect(await said.getByRole('link').getAttribute('href')).toBe('/souscriptions/step1');
        expect(page.url()).toContain('/souscriptions/step6');
        expect(await overflowsHorizontally(page)).toBe(false);
        writeFileSync(
          path.join(SHOTS, `country-off-${language}.png`),
          await screenshot(page, { fullPage: true }),
        );
      }
      // Nothing confirmed: the server refuses it as well.
      const saved = await setup.request.get(`/api/v1/users/souscriptions/${customer.id}`, {
        headers: customer.headers,
      });
      expect(((await saved.json()) as { statut: string }).statut).toBe('simulation');
    } finally {
      await setup.request.post(`${country}/switch-on`, { headers: admin.headers, data: {} });
      await context.close();
      await setup.close();
    }
  });
});
