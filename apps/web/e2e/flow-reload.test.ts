import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerThroughApi, openAs } from './api-customer';
import { openBrowser } from './browser';

let browser: Browser;
let newPage: Awaited<ReturnType<typeof openBrowser>>['newPage'];
beforeAll(async () => {
  ({ browser, newPage } = await openBrowser());
});
afterAll(() => browser?.close());

/** A customer whose subscription is saved up to `lastStep`, signed in on a phone with it as the flow's. */
async function customerOnPhone(lastStep: number) {
  const { page, context } = await newPage();
  await openAs(context, await customerThroughApi(page.request, lastStep));
  return { page, context };
}

const pressed = (page: Page, name: RegExp) => page.getByRole('button', { name }).getAttribute('aria-pressed');

/**
 * Issue 36: a reload, or a phone that discards the tab while the customer looks elsewhere, keeps what
 * was chosen on each step until it is saved. The real browser's reload, the real server behind.
 */
describe('a reload in the middle of a step', () => {
  it('keeps the entry city and an office chosen over the one preselected on step 2', async () => {
    const { page, context } = await customerOnPhone(1);
    await page.goto('/souscriptions/step2');
    await page.getByRole('button', { name: 'Tanger Med', exact: true }).click();
    const office = page.getByLabel(/^Bureau de gestion/);
    await expect.poll(() => office.inputValue()).toMatch(/terminal passagers/i);
    await office.fill('sortie');
    await page.getByRole('option', { name: /zone de sortie des arrivées/i }).click();

    await page.reload();
    await expect.poll(() => office.inputValue()).toMatch(/zone de sortie des arrivées/i);
    expect(await pressed(page, /^Tanger Med$/)).toBe('true');
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.waitForURL('**/souscriptions/step3');
    await context.close();
  });

  it('keeps the start, the duration and the trailer on step 4, then the pack and the year on step 5', async () => {
    const { page, context } = await customerOnPhone(3);
    await page.goto('/souscriptions/step4');
    await page.getByRole('radio', { name: 'Demain' }).check();
    await page.getByRole('button', { name: '1 mois', exact: true }).click();
    await page.getByRole('checkbox', { name: /remorque/ }).check();

    await page.reload();
    await expect.poll(() => pressed(page, /^1 mois$/)).toBe('true');
    expect(await page.getByRole('radio', { name: 'Demain' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /remorque/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.waitForURL('**/souscriptions/step5');

    await page.getByRole('button', { name: /Pack Confort/ }).click();
    await page.getByLabel('Année de 1re mise en circulation').fill('2019');
    await page.reload();
    await expect.poll(() => pressed(page, /Pack Confort/)).toBe('true');
    expect(await page.getByLabel('Année de 1re mise en circulation').inputValue()).toBe('2019');
    expect(await page.getByRole('checkbox', { name: /Remorque/ }).isChecked()).toBe(true);
    await context.close();
  });
});
