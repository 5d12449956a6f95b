import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerThroughApi, openAs } from './api-customer';
import { openBrowser } from './browser';

let browser: Browser;
let newPage: Awaited<ReturnType<typeof openBrowser>>['newPage'];
beforeAll(async () => {
  ({ browser, newPage } = await openBrowser());
});
afterAll(() => browser?.close());

describe("the server's refusal of a field", () => {
  it('is shown under that field, and the corrected form goes on', async () => {
    const { page, context } = await newPage();
    const customer = await customerThroughApi(page.request, 0);
    await openAs(context, customer);
    // The screen believes the insured is a company, which needs no identity number; the server knows
    // a person: only it can refuse the step, the client's own rule passing.
    await context.route(`**/api/v1/users/souscriptions/${customer.id}`, async (route) => {
      const answer = await route.fetch();
      const subscription = await answer.json();
      await route.fulfill({
        response: answer,
        json: { ...subscription, user_info: { ...subscription.user_info, type: 'morale' } },
      });
    });

    await page.goto('/souscriptions/step1');
    await page.getByLabel('Pays de résidence').fill('Franc');
    await page.getByRole('option', { name: 'France' }).click();
    await page.getByLabel(/^Ville\W*$/).fill('Lyon');
    await page.getByLabel(/^Adresse\W*$/).fill('12 rue de la République');
    await page.getByRole('checkbox').check();
    const number = page.getByLabel('Numéro du registre de commerce');
    expect(await number.inputValue()).toBe('');
    await page.getByRole('button', { name: 'Suivant' }).click();

    await expect.poll(() => number.getAttribute('aria-invalid')).toBe('true');
    const helper = page.locator(`#${await number.getAttribute('aria-describedby')}`);
    expect(await helper.textContent()).toBe('Ce champ est obligatoire.');
    expect(page.url()).toMatch(/\/souscriptions\/step1$/);
    expect(await page.getByRole('button', { name: 'Suivant' }).isDisabled()).toBe(true);

    await number.fill('BK123456');
    expect(await number.getAttribute('aria-invalid')).toBe('false');
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.waitForURL('**/souscriptions/step2');
    // The page may still be reloading the subscription: its routed call must not outlive the context.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });
});
