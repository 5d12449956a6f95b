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

describe('one subscription open in two tabs', () => {
  it('refuses the older tab’s save, reloads what the other tab saved and says so', async () => {
    const { page: first, context } = await newPage();
    const customer = await customerThroughApi(first.request, 2);
    await openAs(context, customer);
    const second = await context.newPage();
    for (const tab of [first, second]) {
      await tab.goto('/souscriptions/step1');
      await tab.getByLabel(/^Adresse\W*$/).waitFor();
    }

    await second.getByLabel(/^Adresse\W*$/).fill('8 boulevard Longchamp');
    await second.getByRole('button', { name: 'Suivant' }).click();
    await second.waitForURL('**/souscriptions/step2');

    const address = first.getByLabel(/^Adresse\W*$/);
    await address.fill('1 place Castellane');
    await first.getByRole('button', { name: 'Suivant' }).click();
    await first.getByText(/modifiée ailleurs/).waitFor();
    expect(first.url()).toMatch(/\/souscriptions\/step1$/);
    await expect.poll(() => address.inputValue()).toBe('8 boulevard Longchamp');

    // Now up to date, the first tab saves what it shows.
    await first.getByRole('button', { name: 'Suivant' }).click();
    await first.waitForURL('**/souscriptions/step2');
    const stored = await (
      await first.request.get(`/api/v1/users/souscriptions/${customer.id}`, { headers: customer.headers })
    ).json();
    expect(stored.user_info.address1).toBe('8 boulevard Longchamp');
  });
});
