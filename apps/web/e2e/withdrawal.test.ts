import { centimesToAmount, formatMad, type TIsoDate, withdrawalRefundOf } from '@bi/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAs } from './api-customer';
import { baseUrl, openBrowser, overflowsHorizontally, seriousAccessibilityViolations } from './browser';
import { cardOf, chooseInMenu } from './contract-cards';
import {
  customerReadyToPay,
  payThroughApi,
  signThroughApi,
  subscriptionOf,
  type TPayingCustomer,
} from './money-path';
import { screenshot } from './screenshot';

let browser: Browser;
beforeAll(async () => {
  ({ browser } = await openBrowser());
});
afterAll(() => browser?.close());

/** Shown isolated left to right and on one line (U+2066…U+2069, non-breaking): read as typed. */
const plain = (text: string | null) =>
  (text ?? '')
    .replace(/[\u2066-\u2069]/g, '')
    .replace(/\u2011/g, '-')
    .replace(/\u00a0|\u202f/g, ' ');

/** A contract signed today whose cover started today: Cancel is no longer offered, Withdraw is. */
async function signedAndStarted(page: Page) {
  const request = page.request;
  const today = (await (await request.get('/api/v1/offre/tarifs')).json()).date as TIsoDate;
  const customer = await customerReadyToPay(request, { effectDate: today });
  await payThroughApi(request, customer, customer.id);
  await signThroughApi(request, customer, customer.id);
  return { customer, answer: await subscriptionOf(request, customer, customer.id) };
}

/** The phone of the issue, 390 px wide, signed in as the customer, in `language`. */
async function phonePage(customer: TPayingCustomer, language: 'fr' | 'ar') {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl() });
  await openAs(context, customer);
  const page = await context.newPage();
  await page.goto(`/?lng=${language}`);
  return { context, page };
}

const shot = (name: string) =>
  process.env.SCREENSHOTS_DIR ? { path: `${process.env.SCREENSHOTS_DIR}/${name}.png` } : {};

describe('withdrawing from a contract on a phone (law 31-08)', () => {
  it('withdraws from the card once the cover has started, the refund said before confirming', async () => {
    const setup = await browser.newPage({ baseURL: baseUrl() });
    const { customer, answer } = await signedAndStarted(setup);
    await setup.close();
    const { page, context } = await phonePage(customer, 'fr');
    const card = cardOf(page, answer.code_str);
    await card.waitFor();

    const dialog = await chooseInMenu(page, card, 'Se rétracter');
    const amount = formatMad(withdrawalRefundOf(answer, answer.today));
    const refund = plain(await dialog.getByTestId('withdrawal-refund').textContent());
    expect(refund).toContain(`Vous serez remboursé de ${amount.replace(/\u00a0|\u202f/g, ' ')}`);
    expect(plain(await dialog.textContent())).toContain('la part de prime des jours déjà couverts');
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, shot('withdrawal-dialog-fr'));

    await dialog.getByRole('button', { name: 'Me rétracter' }).click();
    await page.getByRole('alert').filter({ hasText: 'Votre rétractation est enregistrée' }).waitFor();
    await expect.poll(() => card.getByTestId('contract-status').textContent()).toBe('Rétracté');
    // Nothing is left to do on it.
    expect(await card.getByRole('button', { name: /^Actions du contrat/ }).count()).toBe(0);

    const after = await subscriptionOf(page.request, customer, customer.id);
    expect(after.statut).toBe('cancelled');
    expect(after.refund).toMatchObject({
      reason: 'withdrawal',
      montant: centimesToAmount(withdrawalRefundOf(answer, answer.today)),
    });
    await context.close();
  });

  it('says the same in Arabic, right to left, without overflowing the phone', async () => {
    const setup = await browser.newPage({ baseURL: baseUrl() });
    const { customer, answer } = await signedAndStarted(setup);
    await setup.close();
    const { page, context } = await phonePage(customer, 'ar');
    const card = cardOf(page, answer.code_str);
    await card.waitFor();
    await card.locator('[aria-haspopup="menu"]').click();
    await page.getByRole('menuitem', { name: 'التراجع' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('withdrawal-refund').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(plain(await dialog.textContent())).toContain('القانون 31-08');
    expect(await overflowsHorizontally(page)).toBe(false);
    await screenshot(page, shot('withdrawal-dialog-ar'));
    await context.close();
  });
});
