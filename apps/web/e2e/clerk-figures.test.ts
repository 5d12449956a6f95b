import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { amountToCentimes, formatMad } from '@bi/domain';
import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, overflowsHorizontally, seriousAccessibilityViolations } from './browser';
import { text } from './locale-text';
import { readFromMailbox } from './mailbox';
import { customerReadyToPay, payThroughApi, subscriptionOf } from './money-path';
import { screenshot } from './screenshot';
import { adminSession, signedInContext, STAFF_PASSWORD } from './staff-session';

let browser: Browser;
let clerkToken: string;
/** The clerk's office and the one contract sold there, whose total the dashboard must show to the centime. */
const own = { id: 0, name: { fr: 'Agence des Chiffres', ar: 'وكالة الأرقام' }, totalCentimes: 0 };

/** Where the journey leaves its pictures, to be looked at (not compared). */
const SHOTS = path.join(tmpdir(), 'bi-clerk-figures');

/** A new Tanger Med office of its own: the journeys running beside this one sell at the city's first office. */
async function openOffice(request: APIRequestContext, headers: Record<string, string>) {
  const offices = (await (await request.get('/api/v1/backoffice/offices', { headers })).json()) as {
    value: { ville_Id: number; ville_Name: string }[];
  };
  const tangerMed = offices.value.find((office) => office.ville_Name === 'Tanger Med')!;
  const opened = await request.post('/api/v1/backoffice/offices', {
    headers,
    data: {
      intermediaire_Code: `FIG-${Date.now()}`,
      intermediaire_RS: own.name.fr,
      intermediaire_RS_AR: own.name.ar,
      intermediaire_Adresse: '12 avenue des Chiffres',
      intermediaire_Adresse_AR: '12 شارع الأرقام',
      ville_Id: tangerMed.ville_Id,
      type_Bureau: 'agent',
      effetImmediat: false,
    },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  return ((await opened.json()) as { intermediaire_Id: number }).intermediaire_Id;
}

/** A clerk of `officeId`, invited by the administrator, their password set from the mail, signed in. */
async function clerkOf(request: APIRequestContext, headers: Record<string, string>, officeId: number) {
  const email = `chiffres.${Date.now()}@assurance-frontiere.ma`;
  const invited = await request.post('/api/v1/backoffice/staff', {
    headers,
    data: { email, first_name: 'Karim', last_name: 'Guichet', role: 'clerk', office_ids: [officeId] },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  const token = await readFromMailbox(request, email, /#token=(\S+)/);
  const reset = await request.post('/api/v1/auth/users/reset', {
    data: { token, newPassword: STAFF_PASSWORD, verifyPassword: STAFF_PASSWORD },
  });
  expect(reset.status(), await reset.text()).toBe(200);
  const signIn = await request.post('/api/v1/auth/users/signin', {
    data: { username: email, password: STAFF_PASSWORD },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return ((await signIn.json()) as { token: string }).token;
}

/** One contract paid at the clerk's office, one at Tanger Med's first office: the latter is not theirs. */
beforeAll(async () => {
  ({ browser } = await openBrowser());
  const setup = await browser.newContext({ baseURL: baseUrl() });
  const admin = await adminSession(setup.request);
  own.id = await openOffice(setup.request, admin.headers);
  clerkToken = await clerkOf(setup.request, admin.headers, own.id);
  const theirs = await customerReadyToPay(setup.request, { officeId: own.id });
  await payThroughApi(setup.request, theirs, theirs.id);
  own.totalCentimes = amountToCentimes(
    (await subscriptionOf(setup.request, theirs)).simulation_result!.primeTotal,
  );
  const elsewhere = await customerReadyToPay(setup.request);
  await payThroughApi(setup.request, elsewhere, elsewhere.id);
  await setup.close();
}, 180_000);
afterAll(() => browser?.close());

describe("a clerk's figures on a 390 px phone", () => {
  it.each(['fr', 'ar'] as const)(
    '%s: the dashboard tab shows their office only, to the centime, without the exports',
    async (language) => {
      mkdirSync(SHOTS, { recursive: true });
      const context = await signedInContext(browser, clerkToken, 390);
      const page = await context.newPage();
      await page.goto(`/backoffice?lng=${language}`);
      await page.getByRole('tab', { name: text(language, 'backoffice:nav.dashboard') }).click();
      await page.getByRole('heading', { level: 1, name: text(language, 'figures:title') }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      const total = page.getByTestId('figures-total-total');
      await total.waitFor();
      expect(await page.getByTestId('figures-total-contracts').textContent()).toBe('1');
      expect(await total.textContent()).toBe(formatMad(own.totalCentimes, language));
      await page.getByText(text(language, 'figures:introOffices')).waitFor();

      // Their office is the only one the figures name; the other office's sale is not counted.
      const byOffice = page.getByRole('region', {
        name: text(language, 'figures:charts.byOffice'),
        exact: true,
      });
      await byOffice.getByRole('button', { name: text(language, 'figures:charts.showTable') }).click();
      const rows = byOffice.getByRole('table').getByRole('row');
      await rows.nth(1).waitFor();
      expect(await rows.count()).toBe(2);
      expect(await rows.nth(1).textContent()).toContain(own.name[language]);
      expect(await page.getByRole('region', { name: text(language, 'figures:export.title') }).count()).toBe(
        0,
      );

      expect(await overflowsHorizontally(page)).toBe(false);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      writeFileSync(
        path.join(SHOTS, `${language}-dashboard.png`),
        await screenshot(page, { fullPage: true }),
      );

      // The server bounds the figures, not the page: another office asked is refused as unknown.
      const asked = await context.request.get(`/api/v1/backoffice/figures?office=${own.id + 100_000}`, {
        headers: { authorization: `Bearer ${clerkToken}` },
      });
      expect(asked.status()).toBe(404);
      await context.close();
    },
  );
});
