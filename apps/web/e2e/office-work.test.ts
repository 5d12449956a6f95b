import type { TIsoDate } from '@bi/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, overflowsHorizontally, seriousAccessibilityViolations } from './browser';
import { openAs } from './api-customer';
import { readFromMailbox } from './mailbox';
import { customerReadyToPay, payThroughApi, signThroughApi, subscriptionOf } from './money-path';
import { LANGUAGES_AND_WIDTHS, readsRight, signedInByWidth } from './console-views';
import { text } from './locale-text';
import { adminSession } from './staff-session';

let browser: Browser;
beforeAll(async () => {
  ({ browser } = await openBrowser());
});
afterAll(() => browser?.close());

type TViews = Awaited<ReturnType<typeof signedInByWidth>>;

/**
 * One of the office's request pages, its `card` shown, then the dialog its `button` opens, in French
 * and Arabic on a phone and a desktop: right to left in Arabic, nothing wider than the screen, saved as
 * `<name>-<language>-<width>.png` when SCREENSHOTS_DIR asks for it.
 */
async function readsRightEverywhere(
  views: TViews,
  path: string,
  name: string,
  card: (page: Page) => Locator,
  button: string,
) {
  for (const [language, width] of LANGUAGES_AND_WIDTHS) {
    const page = await views.page(width);
    await page.goto(`${path}?lng=${language}`);
    await card(page).waitFor();
    await readsRight(page, language, name);
    await card(page)
      .getByRole('button', { name: text(language, button) })
      .click();
    await page.getByRole('dialog').waitFor();
    await readsRight(page, language, `${name}-dialog`);
    await page.close();
  }
}

/** Whether an Arabic amount's digits are drawn to the right of its dirham: read first, right to left. */
const digitsRightOfDirham = (amount: Locator) =>
  amount.evaluate((node) => {
    const text = node.firstChild!;
    const left = (part: string) => {
      const range = document.createRange();
      const start = text.textContent!.indexOf(part);
      range.setStart(text, start);
      range.setEnd(text, start + part.length);
      return range.getBoundingClientRect().left;
    };
    return left('درهم') < left(',');
  });

describe('the office’s terminations and refunds, on a phone', () => {
  it('applies a customer’s termination (the certificate no longer covers) and records the refund it opened', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl() });
    const request = context.request;
    const admin = await adminSession(request);
    // A contract in force since today, whose customer asks to end it.
    const today = (await (await request.get('/api/v1/offre/tarifs')).json()).date as TIsoDate;
    const customer = await customerReadyToPay(request, { effectDate: today });
    await payThroughApi(request, customer, customer.id);
    await signThroughApi(request, customer, customer.id);
    const { code_str } = await subscriptionOf(request, customer);
    const code = await readFromMailbox(request, customer.email, /\/verifier\/([A-Za-z0-9_-]+)/);
    const asked = await request.post(`/api/v1/users/souscriptions/${customer.id}`, {
      data: { motif: 'Retour anticipé' },
      headers: customer.headers,
    });
    expect(asked.status(), await asked.text()).toBe(200);
    expect((await (await request.get(`/api/v1/verification/${code}`)).json()).status).toBe('valid');

    const views = await signedInByWidth(browser, admin.token);
    await readsRightEverywhere(
      views,
      '/backoffice/resiliations',
      'terminations',
      (page) => page.getByTestId('termination-card').filter({ hasText: code_str }),
      'admin:terminations.apply',
    );

    await context.addInitScript((token) => localStorage.setItem('bi.token', token), admin.token);
    const page = await context.newPage();
    await page.goto('/backoffice/resiliations');
    const termination = page.getByTestId('termination-card').filter({ hasText: code_str });
    await termination.waitFor();
    expect(await termination.textContent()).toContain('Retour anticipé');
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await termination.getByRole('button', { name: 'Appliquer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Appliquer la résiliation' }).click();
    await expect.poll(() => termination.getByTestId('termination-status').textContent()).toBe('Appliquée');
    // The certificate no longer covers, the customer is told.
    expect((await (await request.get(`/api/v1/verification/${code}`)).json()).status).toBe('cancelled');
    await readFromMailbox(request, customer.email, /(Résiliation de votre contrat)/);

    // The refund the termination opened, recorded with its bank reference.
    await page.getByRole('tab', { name: 'Remboursements' }).click();
    const refund = page.getByTestId('refund-card').filter({ hasText: code_str });
    await refund.waitFor();
    expect(await refund.textContent()).toContain('Résiliation');
    await readsRightEverywhere(
      views,
      '/backoffice/remboursements',
      'refunds',
      (page) => page.getByTestId('refund-card').filter({ hasText: code_str }),
      'admin:refunds.record',
    );
    // In Arabic the dirham reads after the digits, right to left, as on the quote (decision 038).
    const arabic = await views.page(390);
    await arabic.goto('/backoffice/remboursements?lng=ar');
    const amount = arabic
      .getByTestId('refund-card')
      .filter({ hasText: code_str })
      .getByTestId('refund-amount');
    expect(await digitsRightOfDirham(amount)).toBe(true);
    await views.close();
    await refund.getByRole('button', { name: 'Enregistrer le remboursement' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Référence bancaire/).fill('VIR-2026-0042');
    await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect.poll(() => refund.getByTestId('refund-status').textContent()).toBe('Remboursé');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const answer = await subscriptionOf(request, customer);
    expect(answer.statut).toBe('cancelled');
    expect(answer.refund?.statut).toBe('refunded');
    await readFromMailbox(request, customer.email, /(VIR-2026-0042)/);

    // The customer's own list calls it terminated, as its mail did, not cancelled.
    const own = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl() });
    await openAs(own, customer);
    const mine = await own.newPage();
    await mine.goto('/');
    const card = mine.getByTestId('contract-card').filter({ hasText: code_str });
    await expect.poll(() => card.getByTestId('contract-status').textContent()).toBe('Résilié');
    expect(await card.getByTestId('termination-requested').textContent()).toContain('Contrat résilié le');
    await own.close();
    await context.close();
    // The whole journey and eight screens read in two languages at two widths: over a minute on a busy
    // machine (75 s beside another test run), where each wait is on a condition, not on time.
  }, 180_000);
});
