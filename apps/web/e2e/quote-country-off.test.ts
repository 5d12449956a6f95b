import { launchChromium } from '@bi/chromium';
import type { Browser } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerThroughApi } from './api-customer';
import { baseUrl, inView, overflowsHorizontally } from './browser';
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
  it('says so once, and Confirm tapped points at it at 390 px, in French and Arabic, with its way to step 1', async () => {
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
        // Not a grey button doing nothing: tapped, it brings the notice above into view and focus, the
        // one place the country is said, with its way to step 1.
        expect(await confirm.isEnabled()).toBe(true);
        await confirm.click();
        const changeCountry = page.getByRole('link', { name: text(language, 'flow.step6.changeCountry') });
        const notice = page.getByRole('alert').filter({ has: changeCountry });
        await expect.poll(() => notice.evaluate((node) => node === document.activeElement)).toBe(true);
        expect(await inView(notice)).toBe(true);
        expect(await changeCountry.count()).toBe(1);
        expect(await changeCountry.getAttribute('href')).toBe('/souscriptions/step1');
        expect(await page.getByTestId('confirm-blocked').count()).toBe(0);
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
