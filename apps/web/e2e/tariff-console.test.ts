import { addDays, localizedName, usageByCode } from '@bi/domain';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, overflowsHorizontally, seriousAccessibilityViolations } from './browser';
import { LANGUAGES_AND_WIDTHS, readsRight, signedInByWidth } from './console-views';
import { text } from './locale-text';
import { readFromMailbox } from './mailbox';
import { adminSession, STAFF_PASSWORD, signedInContext } from './staff-session';

let browser: Browser;
beforeAll(async () => {
  ({ browser } = await openBrowser());
});
afterAll(() => browser?.close());

const signedInAs = (token: string, width: number) => signedInContext(browser, token, width);

/** A second administrator, invited by the first and signed in through the API. */
async function secondAdministrator(request: APIRequestContext, inviter: Record<string, string>) {
  const email = `tarifs.${Date.now()}@assurance-frontiere.ma`;
  const invited = await request.post('/api/v1/backoffice/staff', {
    data: { email, first_name: 'Omar', last_name: 'Tarifs', role: 'admin', office_ids: [], language: 'fr' },
    headers: inviter,
  });
  expect(invited.status(), await invited.text()).toBe(200);
  const link = await readFromMailbox(request, email, /#token=(\S+)/);
  const reset = await request.post('/api/v1/auth/users/reset', {
    data: { token: link, newPassword: STAFF_PASSWORD, verifyPassword: STAFF_PASSWORD },
  });
  expect(reset.status(), await reset.text()).toBe(200);
  const signIn = await request.post('/api/v1/auth/users/signin', {
    data: { username: email, password: STAFF_PASSWORD },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return ((await signIn.json()) as { token: string }).token;
}

const looksRight = async (page: Page) => {
  expect(await overflowsHorizontally(page)).toBe(false);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
};

describe('tariff versions in the console, French and Arabic, phone and desktop', () => {
  it('an administrator drafts and submits a version on a phone; a second approves it in Arabic; the public prices follow on its date', async () => {
    const setup = await browser.newContext({ baseURL: baseUrl() });
    const admin = await adminSession(setup.request);
    const secondToken = await secondAdministrator(setup.request, admin.headers);
    const { today } = (await (
      await setup.request.get('/api/v1/backoffice/tarifs', { headers: admin.headers })
    ).json()) as {
      today: string;
    };
    // Far past the three months a cover may start ahead: the other journeys' quotes keep version 1.
    const effective = addDays(today, 200);

    // The author, on a phone in French: a draft from the version in force, one figure changed, compared, submitted.
    const phone = await signedInAs(admin.token, 390);
    const page = await phone.newPage();
    await page.goto('/backoffice/tarifs');
    await page.getByRole('heading', { level: 1, name: 'Tarifs' }).waitFor();
    await page.getByTestId('tariff-card').filter({ hasText: 'En vigueur' }).waitFor();
    await looksRight(page);
    await page.getByRole('button', { name: 'Nouvelle version' }).click();
    await page.waitForURL(/\/backoffice\/tarifs\/[0-9a-f-]{36}$/);
    const versionId = page.url().split('/').at(-1)!;
    await page.getByRole('heading', { level: 1, name: /^Version \d+$/ }).waitFor();
    await page.getByLabel("Date d'effet").fill(effective);
    await page.getByRole('button', { name: 'TOURISME' }).click();
    const fiveDays = page.locator('input[data-figure="usages.TOURISME.liability.J5"]');
    expect(await fiveDays.inputValue()).toBe('415.12');
    await fiveDays.fill('456,63');
    await looksRight(page);
    await page.getByRole('button', { name: 'Enregistrer et comparer' }).click();
    const tourism = page.getByTestId('preview-TOURISME');
    await expect.poll(() => tourism.textContent(), { timeout: 20_000 }).toMatch(/546,12.*497,91/);
    await looksRight(page);
    await page.getByRole('button', { name: 'Soumettre pour approbation' }).click();
    await page.getByText('À approuver', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Approuver et publier' }).count()).toBe(0);
    await page
      .getByText("Vous avez rédigé cette version : un autre administrateur doit l'approuver ou la refuser.")
      .waitFor();

    // The second administrator, in Arabic on a desktop, then on a phone: right to left, approved.
    const desk = await signedInAs(secondToken, 1280);
    const arabic = await desk.newPage();
    await arabic.goto(`/backoffice/tarifs/${versionId}?lng=ar`);
    await arabic.getByRole('button', { name: 'اعتماد ونشر' }).waitFor();
    expect(await arabic.locator('html').getAttribute('dir')).toBe('rtl');
    await looksRight(arabic);
    const arabicPhone = await signedInAs(secondToken, 390);
    const narrow = await arabicPhone.newPage();
    await narrow.goto(`/backoffice/tarifs/${versionId}?lng=ar`);
    await narrow.getByRole('button', { name: 'اعتماد ونشر' }).waitFor();
    await narrow.getByRole('button', { name: 'سيارة سياحية' }).click();
    await looksRight(narrow);
    await narrow.getByRole('button', { name: 'اعتماد ونشر' }).click();
    await narrow.getByRole('dialog').getByRole('button', { name: 'اعتماد ونشر' }).click();
    await narrow.getByText('معتمدة', { exact: true }).waitFor();
    await looksRight(narrow);

    // The author's list on a desktop in French reads it approved; the public prices follow from its date.
    const wide = await signedInAs(admin.token, 1280);
    const list = await wide.newPage();
    await list.goto('/backoffice/tarifs');
    const approvedCard = list.getByTestId('tariff-card').filter({ hasText: 'Approuvée' }).first();
    await approvedCard.waitFor();
    await looksRight(list);
    const priceOn = async (date: string) =>
      (await (await setup.request.get(`/api/v1/offre/tarifs?date_effet=${date}`)).json()) as {
        tarif_version: string;
        result: { usage_Code: string; prix_depart: number }[];
      };
    const before = await priceOn(addDays(effective, -1));
    const after = await priceOn(effective);
    expect(before.tarif_version).not.toBe(after.tarif_version);
    expect(after.result.find((row) => row.usage_Code === 'TOURISME')!.prix_depart).toBe(546.12);
    // The offer page written at build time holds no price: its table reads the version in force when shown.
    const written = await (await setup.request.get('/caracteristiques-offre')).text();
    expect(written).toContain('<h1');
    expect(written).not.toMatch(/\d,\d\d\s?(MAD|درهم)/u);
    for (const context of [setup, phone, desk, arabicPhone, wide]) await context.close();
  });
});

describe('the tariff screens in French and Arabic, on a phone and a desktop', () => {
  let draft: { id: string; numero: number };
  let views: Awaited<ReturnType<typeof signedInByWidth>>;
  beforeAll(async () => {
    const setup = await browser.newContext({ baseURL: baseUrl() });
    const admin = await adminSession(setup.request);
    // A draft of the administrator's own: its page is the editor, the screen with the most to fit.
    const created = await setup.request.post('/api/v1/backoffice/tarifs', { headers: admin.headers });
    expect(created.status(), await created.text()).toBe(200);
    draft = (await created.json()) as typeof draft;
    await setup.close();
    views = await signedInByWidth(browser, admin.token);
  }, 60_000);
  afterAll(() => views?.close());

  it.each(LANGUAGES_AND_WIDTHS)('%s at %i px: the list and a draft read whole', async (language, width) => {
    const page = await views.page(width);
    await page.goto(`/backoffice/tarifs?lng=${language}`);
    await page.getByRole('heading', { level: 1, name: text(language, 'tariffs:title') }).waitFor();
    const version = text(language, 'tariffs:version', { number: draft.numero });
    const card = page
      .getByTestId('tariff-card')
      .filter({ has: page.getByRole('heading', { name: version, exact: true }) });
    await card.waitFor();
    await readsRight(page, language, 'tariffs');
    await card.getByRole('link', { name: text(language, 'tariffs:open') }).click();
    await page.getByRole('heading', { level: 1, name: version, exact: true }).waitFor();
    await page
      .getByRole('button', { name: localizedName(usageByCode('TOURISME'), 'usage_Name', language) })
      .click();
    await page.locator('input[data-figure="usages.TOURISME.liability.J5"]').waitFor();
    await page.getByRole('button', { name: text(language, 'tariffs:actions.submit') }).waitFor();
    await readsRight(page, language, 'tariff-draft');
    await page.close();
  });
});
