import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAs } from './api-customer';
import { baseUrl, openBrowser } from './browser';
import { CARDS, customerReadyToPay, payOnSandbox, payThroughApi, signThroughApi } from './money-path';
import { screenshot } from './screenshot';

let browser: Browser;
let newPage: Awaited<ReturnType<typeof openBrowser>>['newPage'];
beforeAll(async () => {
  ({ browser, newPage } = await openBrowser());
});
afterAll(() => browser?.close());

/** Where screenshots go when SCREENSHOTS_DIR is set (to look at them), nowhere otherwise. */
const shot = (name: string) =>
  process.env.SCREENSHOTS_DIR ? { path: `${process.env.SCREENSHOTS_DIR}/${name}.png`, fullPage: true } : {};

describe('no dead ends', () => {
  it('Back after paying finds a page saying it is paid, not the card form nor "confirm form resubmission"', async () => {
    const { page, context } = await newPage();
    const customer = await customerReadyToPay(page.request);
    await openAs(context, customer);
    await page.goto('/souscriptions/payment');
    await page.getByRole('button', { name: 'Payer par carte' }).click();
    await payOnSandbox(page, CARDS.approved);
    // Back from the gateway, the status page moves on to the signing page in its own place.
    await page.waitForURL('**/signer/**');
    // The entry before is the gateway's page; answering a POST, it would be ERR_CACHE_MISS here.
    const back = await page.goBack({ waitUntil: 'load' });
    expect(back?.status()).toBe(200);
    expect(back?.request().method()).toBe('GET');
    // The order is paid: no card form again, but the way on to the signature.
    await page.getByRole('heading', { name: 'Commande déjà payée' }).waitFor();
    expect(await page.locator('#f-pan').count()).toBe(0);
    await page.getByRole('link', { name: 'Retourner sur le site du marchand' }).click();
    await page.waitForURL('**/souscriptions/signature');
    await page.getByText('Votre paiement est confirmé.').waitFor();
    const sign = page.getByRole('link', { name: 'Signer maintenant' });
    expect(await sign.getAttribute('href')).toMatch(/\/signer\/[0-9a-f-]{36}$/);
  });

  it.each(['fr', 'ar'] as const)(
    'signed out, the signing link of a signed contract confirms it with both documents (%s)',
    async (language) => {
      const { page: setup } = await newPage();
      const customer = await customerReadyToPay(setup.request);
      await payThroughApi(setup.request, customer, customer.id);
      await signThroughApi(setup.request, customer, customer.id);
      const status = await setup.request.get(`/api/v1/users/souscriptions/${customer.id}/signature`, {
        headers: customer.headers,
      });
      const demande = ((await status.json()) as { demande: { id: string } }).demande.id;
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl() });
      const page = await context.newPage();
      await page.goto(`/signer/${demande}?lng=${language}`);
      await page.getByTestId('signing-signed').waitFor();
      expect(await page.getByRole('link').filter({ hasText: 'PDF' }).count()).toBe(2);
      expect(page.url()).not.toContain('/auth/');
      await screenshot(page, shot(`signed-out-confirmation-${language}`));
      await context.close();
    },
  );

  it.each(['fr', 'ar'] as const)(
    'reads right on a 390 px phone in %s: step 1, the offices, the quote, the card and the status',
    async (language) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl() });
      const page = await context.newPage();
      const customer = await customerReadyToPay(page.request);
      await openAs(context, customer);
      const open = async (path: string, name: string) => {
        await page.goto(`${path}?lng=${language}`);
        await page.locator('h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        await screenshot(page, shot(`${name}-${language}`));
      };
      await open('/souscriptions/step1', 'step1');
      expect(await page.locator('input[autocomplete="address-line1"]').getAttribute('dir')).toBe('auto');
      await open('/souscriptions/step2', 'step2');
      await page.locator('input[name="bureau_gestion"], [role="combobox"]').last().click();
      await page.getByRole('option').first().waitFor();
      await screenshot(page, shot(`step2-offices-${language}`));
      await open('/souscriptions/step6', 'step6');
      // Arabic says the period in words: between two dates an arrow had no reading order to follow.
      expect(await page.locator('body').innerText()).toMatch(
        language === 'ar' ? /من \d\d\/\d\d\/\d{4} إلى \d\d\/\d\d\/\d{4}/ : / → /,
      );
      await open('/', 'home-list');
      expect(await page.getByTestId('contract-status').first().textContent()).toBe(
        language === 'ar' ? 'في انتظار الأداء' : 'À payer',
      );
      await payThroughApi(page.request, customer, customer.id);
      await open('/souscriptions/signature', 'signature-status');
      await page
        .getByRole('link', { name: language === 'ar' ? /وقّع|توقيع/ : 'Signer maintenant' })
        .first()
        .waitFor();
      expect(await page.getByRole('button', { name: /Actualiser|تحديث/ }).count()).toBe(0);
      await context.close();
    },
  );
});
