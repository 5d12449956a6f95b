import { addDays, coverEndDate, formatDisplayDate, type TIsoDate } from '@bi/domain';
import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAs } from './api-customer';
import { baseUrl, openBrowser } from './browser';
import { cardOf, chooseInMenu, pickDay } from './contract-cards';
import {
  customerReadyToPay,
  payThroughApi,
  signThroughApi,
  subscriptionOf,
  type TPayingCustomer,
} from './money-path';
import { readPdfWords } from './pdf-text';

let browser: Browser;
beforeAll(async () => {
  ({ browser } = await openBrowser());
});
afterAll(() => browser?.close());

const MONTH = { periode_Nbr: 1, periode_ParJour: false };

async function downloaded(
  request: APIRequestContext,
  customer: TPayingCustomer,
  document: 'pdf' | 'certificate',
) {
  const answer = await request.get(`/api/v1/users/souscriptions/${customer.id}/${document}`, {
    headers: customer.headers,
  });
  expect(answer.status(), document).toBe(200);
  return readPdfWords(await answer.body());
}

describe('a new effect date for a signed contract, on a phone', () => {
  it('issues an endorsement whose dates are the new certificate’s; the signed contract stays, marked replaced', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl() });
    const request = context.request;
    const today = (await (await request.get('/api/v1/offre/tarifs')).json()).date as TIsoDate;
    const start = addDays(today, 5);
    const customer = await customerReadyToPay(request, { effectDate: start });
    await payThroughApi(request, customer, customer.id);
    await signThroughApi(request, customer, customer.id);
    const { code_str } = await subscriptionOf(request, customer);
    const before = await downloaded(request, customer, 'certificate');
    expect(before).toContain(formatDisplayDate(start));

    await openAs(context, customer);
    const page = await context.newPage();
    await page.goto('/');
    const moving = await chooseInMenu(page, cardOf(page, code_str), 'Modifier', "Date d'effet");
    const moved = addDays(start, 1);
    await moving.getByLabel("Nouvelle date d'effet").click();
    await pickDay(page, moved, start);
    await moving.getByRole('button', { name: 'Changer la date' }).click();
    await moving.waitFor({ state: 'detached' });

    // The contract the customer downloads is now the endorsement; it and the new certificate agree.
    const [endorsement, certificate] = await Promise.all([
      downloaded(request, customer, 'pdf'),
      downloaded(request, customer, 'certificate'),
    ]);
    const from = formatDisplayDate(moved);
    const to = formatDisplayDate(coverEndDate(moved, MONTH));
    expect(endorsement).toMatch(/Avenant n° ?1/);
    for (const text of [endorsement, certificate]) {
      expect(text).toContain(from);
      expect(text).toContain(to);
      expect(text).not.toContain(formatDisplayDate(start));
    }

    // The detail lists both: the signed contract replaced, the endorsement in force.
    await cardOf(page, code_str).getByRole('button', { name: 'Détail' }).click();
    const archive = page.getByRole('dialog').getByRole('list', { name: 'Documents du contrat' });
    await expect.poll(() => archive.textContent()).toMatch(/Avenant/);
    const entries = await archive.getByRole('listitem').allTextContents();
    expect(entries.filter((entry) => entry.startsWith('Contrat signé'))).toEqual([
      expect.stringContaining('remplacé'),
    ]);
    expect(entries.filter((entry) => entry.startsWith('Avenant'))).toEqual([
      expect.not.stringContaining('remplacé'),
    ]);
    await context.close();
  });
});
