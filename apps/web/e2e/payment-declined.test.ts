import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAs } from './api-customer';
import { headingOf, openBrowser, overflowsHorizontally, seriousAccessibilityViolations } from './browser';
import { CARDS, customerReadyToPay, payOnSandbox, subscriptionOf } from './money-path';

let browser: Browser;
let newPage: Awaited<ReturnType<typeof openBrowser>>['newPage'];
beforeAll(async () => {
  ({ browser, newPage } = await openBrowser());
});
afterAll(() => browser?.close());

describe('a declined card', () => {
  it('ends on the payment-refused screen, charges nothing, and Retry leads back to the payment page', async () => {
    const { page, context } = await newPage();
    const customer = await customerReadyToPay(page.request);
    await openAs(context, customer);
    await page.goto('/souscriptions/payment');
    await page.getByRole('button', { name: 'Payer par carte' }).click();
    await payOnSandbox(page, CARDS.declined);

    await page.waitForURL('**/souscriptions/paiement-refuse');
    await headingOf(page, 'Paiement refusé');
    expect(await page.getByTestId('payment-refused').textContent()).toContain(
      "Aucun montant n'a été débité.",
    );
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await subscriptionOf(page.request, customer)).toMatchObject({
      statut: 'confirmed',
      payment_info: { is_paid: false },
    });

    await page.getByRole('link', { name: 'Réessayer le paiement' }).click();
    await page.waitForURL('**/souscriptions/payment');
    await page.getByRole('button', { name: 'Payer par carte' }).waitFor();
  });
});
