import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, overflowsHorizontally, seriousAccessibilityViolations } from './browser';
import { text } from './locale-text';
import { customerReadyToPay, payThroughApi } from './money-path';
import { adminSession } from './staff-session';

let browser: Browser;
let token: string;

/** One contract paid today at least, so that every block has a line to draw. */
beforeAll(async () => {
  ({ browser } = await openBrowser());
  const setup = await browser.newContext({ baseURL: baseUrl() });
  token = (await adminSession(setup.request)).token;
  const customer = await customerReadyToPay(setup.request);
  await payThroughApi(setup.request, customer, customer.id);
  await setup.close();
}, 120_000);
afterAll(() => browser?.close());

async function dashboard(language: 'fr' | 'ar', width: number) {
  const context = await browser.newContext({
    viewport: { width, height: 844 },
    baseURL: baseUrl(),
    acceptDownloads: true,
  });
  await context.addInitScript((stored) => localStorage.setItem('bi.token', stored), token);
  const page = await context.newPage();
  await page.goto(`/backoffice/tableau-de-bord?lng=${language}`);
  await page.getByRole('heading', { level: 1, name: text(language, 'figures:title') }).waitFor();
  await page.getByTestId('figures-total-total').waitFor();
  return { context, page };
}

const looksRight = async (page: Page) => {
  expect(await overflowsHorizontally(page)).toBe(false);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
};

/** The CSV the page saves: its rows, by `;`, the byte-order mark checked and taken off. */
async function savedCsv(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const body = await readFile((await download.path())!, 'utf8');
  expect(body.startsWith('\uFEFF')).toBe(true);
  const rows = body
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));
  return { name: download.suggestedFilename(), rows };
}

const centimes = (field: string) => Number(field.replace(',', ''));

describe('the dashboard, French and Arabic, desktop and phone', () => {
  it.each([
    ['fr', 1280],
    ['ar', 390],
    ['fr', 390],
    ['ar', 1280],
  ] as const)(
    '%s at %i px: charts with their figures in words, no overflow, axe clean',
    async (language, width) => {
      const { context, page } = await dashboard(language, width);
      expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      const byDay = page.getByRole('region', { name: text(language, 'figures:charts.byDay') });
      await byDay.locator('svg').first().waitFor();
      // The chart is one image named by its figures; the table under it gives each one.
      expect(await byDay.getByRole('img').getAttribute('aria-label')).toMatch(/\d/);
      await byDay.getByRole('button', { name: text(language, 'figures:charts.showTable') }).click();
      await byDay.getByRole('table').waitFor();
      expect(await byDay.getByRole('table').getByRole('row').count()).toBeGreaterThan(1);
      const byUsage = page.getByRole('region', { name: text(language, 'figures:charts.byUsage') });
      expect(await byUsage.locator('svg rect').count()).toBeGreaterThan(0);
      await looksRight(page);
      await context.close();
    },
  );

  it("saves the period's contracts and the month's declaration from the page, each adding up to its totals", async () => {
    const { context, page } = await dashboard('fr', 390);
    const contracts = await savedCsv(page, 'Contrats de la période (CSV)');
    expect(contracts.name).toMatch(/^contrats-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rest] = contracts.rows;
    expect(header![0]).toBe('N° contrat');
    const lines = rest.slice(0, -1);
    const totals = rest.at(-1)!;
    expect(totals[0]).toBe(`Total (${lines.length} contrats)`);
    expect(lines.length).toBeGreaterThan(0);
    for (let column = 9; column <= 14; column += 1)
      expect(lines.reduce((sum, line) => sum + centimes(line[column]!), 0)).toBe(centimes(totals[column]!));

    const declaration = await savedCsv(page, 'Déclaration du mois (CSV)');
    expect(declaration.name).toMatch(/^declaration-\d{4}-\d{2}\.csv$/);
    expect(declaration.rows[0]).toEqual(['Déclaration du mois']);
    await page.getByText(/^Fichier declaration-.*\.csv enregistré\.$/).waitFor();
    await looksRight(page);
    await context.close();
  });
});
