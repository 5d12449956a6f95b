import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerThroughApi, openAs } from './api-customer';
import { headingOf, openBrowser } from './browser';

let browser: Browser;
let newPage: Awaited<ReturnType<typeof openBrowser>>['newPage'];
beforeAll(async () => {
  ({ browser, newPage } = await openBrowser());
});
afterAll(() => browser?.close());

describe('a step whose earlier steps are not done', () => {
  it('opens the step to do instead of an empty quote', async () => {
    const { page, context } = await newPage();
    const customer = await customerThroughApi(page.request, 4);
    await openAs(context, customer);
    await page.goto('/souscriptions/step6');
    await page.waitForURL('**/souscriptions/step5');
    expect(await headingOf(page, 'Vos garanties')).toBe('Vos garanties');
    expect(await page.getByText('0,00 MAD').count()).toBe(0);
  });
});
