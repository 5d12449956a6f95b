import { addDays, type TSouscriptionAnswer } from '@bi/domain';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomInt } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from '@bi/chromium';
import { baseUrl, inView, overflowsHorizontally } from './browser';
import { InputCounter } from './input-counter';
import { text, type TLanguage } from './locale-text';
import { subscriptionOf } from './money-path';
import {
  flowSubscriptionOf,
  payWithSavedCard,
  PHONE_390,
  remindedDriver,
  SHOTS,
  signedIn,
  signingCodeOf,
} from './reminded-driver';
import { screenshot } from './screenshot';
import { adminSession } from './staff-session';

/** Issue 17: from the reminder's link to a signed extension, the gateway's card page included. */
const MOST_INPUTS = 8;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const phone = () => browser.newContext({ viewport: PHONE_390, baseURL: baseUrl() });

/**
 * An office an administrator opens at Tanger Med for one journey, its id and name: closing it leaves the
 * seeded offices, which the other journeys choose, open.
 */
async function officeOfItsOwn(request: APIRequestContext, admin: { headers: Record<string, string> }) {
  const listed = await request.get('/api/v1/backoffice/offices', { headers: admin.headers });
  const { value } = (await listed.json()) as { value: { intermediaire_Code: string; ville_Id: number }[] };
  const tangerMed = value.find((office) => office.intermediaire_Code === 'BF-TNM-01')!.ville_Id;
  // Random: the journeys share one database and may run again on it.
  const stamp = String(randomInt(10 ** 5, 10 ** 6));
  const name = `AGENCE TANGER MED ${stamp}`;
  const opened = await request.post('/api/v1/backoffice/offices', {
    headers: admin.headers,
    data: {
      intermediaire_Code: `AG-TNM-${stamp}`,
      intermediaire_RS: name,
      intermediaire_RS_AR: null,
      intermediaire_Adresse: 'Port Tanger Med, Ksar Sghir',
      intermediaire_Adresse_AR: 'ميناء طنجة المتوسط، القصر الصغير',
      ville_Id: tangerMed,
      type_Bureau: 'agent',
      effetImmediat: true,
    },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  return { id: ((await opened.json()) as { intermediaire_Id: number }).intermediaire_Id, name };
}

/** A reminded driver whose contract was sold at an office of its own, closed since by an administrator. */
async function remindedAtClosedOffice(request: APIRequestContext) {
  const admin = await adminSession(request);
  const office = await officeOfItsOwn(request, admin);
  const driver = await remindedDriver(request, 'fr', office.id);
  const closed = await request.post(`/api/v1/backoffice/offices/${office.id}/close`, {
    headers: admin.headers,
  });
  expect(closed.status(), await closed.text()).toBe(200);
  return { office, driver };
}

/** From the reminder's link to the signed extension, every input counted. */
async function extendFromReminder(
  page: Page,
  language: TLanguage,
  driver: Awaited<ReturnType<typeof remindedDriver>>,
) {
  const say = (key: string) => text(language, key);
  const button = (key: string) => page.getByRole('button', { name: say(key), exact: true });
  const inputs = new InputCounter();

  inputs.stage('quote');
  await page.goto(driver.link);
  // The extension opens on its quote, already filled: nothing to answer again.
  await page.waitForURL('**/souscriptions/step6');
  await page.getByTestId('summary-total').waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe(language);
  expect(await overflowsHorizontally(page)).toBe(false);
  await inputs.tap(button('flow.confirm'), 'Confirm');

  inputs.stage('payment');
  // The documents are the contract's: on to payment, step 7 skipped.
  await page.waitForURL('**/souscriptions/payment');
  await inputs.tap(button('flow.payment.pay'), 'Pay');
  await payWithSavedCard(page, inputs);

  inputs.stage('signature');
  // Back from the gateway, the signing page opens by itself.
  await page.waitForURL('**/signer/**');
  const extension = await subscriptionOf(page.request, driver.customer, await flowSubscriptionOf(page));
  // The code is sent as the page opens: no tap asks for it.
  const code = await signingCodeOf(page.request, driver.customer, extension.code_str);
  await inputs.oneTimeCode(page.getByLabel(text(language, 'auth.smsDigit', { position: 1 })), code);
  await inputs.tap(page.getByRole('button', { name: say('signing.sign'), exact: true }), 'Sign');
  await page.getByTestId('signing-signed').waitFor();
  return { inputs, extensionId: extension._id };
}

describe('the returning driver, from the reminder to a signed extension', () => {
  for (const language of ['fr', 'ar'] as const) {
    it(`takes at most ${MOST_INPUTS} inputs on a 390 px phone (${language})`, async () => {
      const context = await phone();
      const page = await context.newPage();
      const driver = await remindedDriver(page.request, language);
      await signedIn(context, driver.customer.token);

      const { inputs, extensionId } = await extendFromReminder(page, language, driver);
      const { inputs: count, characters, byStage } = inputs.count;
      inputs.save(`returning-driver-${language}`);
      expect(count, `${characters} characters, by screen ${JSON.stringify(byStage)}`).toBeLessThanOrEqual(
        MOST_INPUTS,
      );

      // Same insured, vehicle, office, documents and duration, from the day after the old end.
      const extension: TSouscriptionAnswer = await subscriptionOf(page.request, driver.customer, extensionId);
      const old = driver.contract;
      expect(extension).toMatchObject({
        statut: 'signed',
        extended_from: old._id,
        vehicule_info: old.vehicule_info,
        documents_info: old.documents_info,
        user_info: {
          intermediaire_Id: old.user_info.intermediaire_Id,
          num_identity: old.user_info.num_identity,
        },
        periode_info: {
          date_effet: addDays(old.periode_info!.date_fin, 1),
          periode_Id: old.periode_info!.periode_Id,
        },
      });
      await context.close();
    });
  }

  it(`opened signed out, takes at most ${MOST_INPUTS} inputs to a signed extension, and then says it is extended`, async () => {
    const context = await phone();
    const page = await context.newPage();
    const driver = await remindedDriver(page.request, 'fr');
    const inputs = new InputCounter();
    const button = (key: string) => page.getByRole('button', { name: text('fr', key), exact: true });

    inputs.stage('quote');
    await page.goto(driver.link);
    // Its own page, for that contract alone: no sign-in asked.
    await page.waitForURL('**/prolonger/**');
    await page.getByTestId('summary-total').waitFor();
    expect(await page.getByTestId('extension-period').textContent()).toContain(
      addDays(driver.contract.periode_info!.date_fin, 1).split('-').reverse().join('/'),
    );
    expect(await overflowsHorizontally(page)).toBe(false);
    await inputs.tap(button('extensionLink.pay'), 'Confirm and pay');

    inputs.stage('payment');
    await payWithSavedCard(page, inputs);

    inputs.stage('signature');
    // Back from the gateway, signed out: through the link's page to the signing page, by itself.
    await page.waitForURL('**/signer/**');
    const codeStr = (await page.getByTestId('signing-code').textContent())!;
    const code = await signingCodeOf(page.request, driver.customer, codeStr);
    await inputs.oneTimeCode(page.getByLabel(text('fr', 'auth.smsDigit', { position: 1 })), code);
    await inputs.tap(page.getByRole('button', { name: text('fr', 'signing.sign'), exact: true }), 'Sign');
    await page.getByTestId('signing-signed').waitFor();
    const { inputs: count, characters, byStage } = inputs.count;
    inputs.save('returning-driver-signed-out-fr');
    expect(count, `${characters} characters, by screen ${JSON.stringify(byStage)}`).toBeLessThanOrEqual(
      MOST_INPUTS,
    );
    expect(await page.evaluate(() => localStorage.getItem('bi.token'))).toBeNull();

    // The reminder opened again: the contract is extended, and the page says so.
    await page.goto(driver.link);
    await page.getByTestId('extension-signed').waitFor();
    expect(await page.getByTestId('extension-signed').textContent()).toContain(codeStr);
    await context.close();
  });

  it("is told on its quote, at 390 px, that the contract's office has closed, takes another office of its entry city and is paid there", async () => {
    const context = await phone();
    const page = await context.newPage();
    const { office, driver } = await remindedAtClosedOffice(page.request);
    await signedIn(context, driver.customer.token);
    const button = (key: string) => page.getByRole('button', { name: text('fr', key), exact: true });

    await page.goto(driver.link);
    await page.waitForURL('**/souscriptions/step6');
    // Said before anything is paid, with the office's name; the quote is not confirmed there.
    const notice = page.getByTestId('extension-office-closed');
    await notice.getByRole('radio').first().waitFor();
    expect((await notice.textContent())?.toUpperCase()).toContain(office.name);
    // The office's own button tapped first says, next to it, to choose an open office; Confirm tapped
    // brings the office's notice into view and focus, the one place it is said: no grey buttons doing
    // nothing, no second copy of the notice.
    await notice.getByRole('button', { name: text('fr', 'flow.step6.closedOffice.choose') }).click();
    expect(await notice.getByTestId('office-pick-first').textContent()).toBe(
      text('fr', 'flow.step6.closedOffice.pickFirst'),
    );
    const officeNotice = notice.getByRole('alert').first();
    const pointedAt = async () => {
      await expect.poll(() => officeNotice.evaluate((node) => node === document.activeElement)).toBe(true);
      expect(await inView(officeNotice)).toBe(true);
      expect(await page.getByTestId('confirm-blocked').count()).toBe(0);
    };
    await button('flow.confirm').click();
    await pointedAt();
    expect(page.url()).toContain('/souscriptions/step6');
    expect(await overflowsHorizontally(page)).toBe(false);
    mkdirSync(SHOTS, { recursive: true });
    writeFileSync(path.join(SHOTS, 'step6-office-fr-tapped.png'), await screenshot(page, { fullPage: true }));
    // The same in Arabic, laid out right to left within 390 px.
    await page.goto('/souscriptions/step6?lng=ar');
    await notice.getByRole('radio').first().waitFor();
    await notice.getByRole('button', { name: text('ar', 'flow.step6.closedOffice.choose') }).click();
    await notice.getByTestId('office-pick-first').waitFor();
    await page.getByRole('button', { name: text('ar', 'flow.confirm'), exact: true }).click();
    await pointedAt();
    expect(await overflowsHorizontally(page)).toBe(false);
    writeFileSync(path.join(SHOTS, 'step6-office-ar-tapped.png'), await screenshot(page, { fullPage: true }));
    await page.goto('/souscriptions/step6?lng=fr');
    await notice.getByRole('radio').first().waitFor();
    // The entry city's open offices, the closed one left out.
    expect(await notice.getByRole('radio', { name: new RegExp(office.name, 'i') }).count()).toBe(0);
    await notice.getByRole('radio', { name: /zone de sortie des arriv/i }).check();
    await notice.getByRole('button', { name: text('fr', 'flow.step6.closedOffice.choose') }).click();
    await notice.waitFor({ state: 'detached' });
    await expect.poll(() => button('flow.confirm').isEnabled()).toBe(true);
    await button('flow.confirm').click();

    await page.waitForURL('**/souscriptions/payment');
    await button('flow.payment.pay').click();
    await payWithSavedCard(page, new InputCounter());
    await page.waitForURL('**/signer/**');
    // Paid at the office chosen, whose queue hands over its certificate; the old contract keeps its own.
    const extension = await subscriptionOf(page.request, driver.customer, await flowSubscriptionOf(page));
    expect(extension.statut).toBe('paid');
    expect(extension.extended_from).toBe(driver.contract._id);
    expect(extension.user_info.intermediaire_RS).toMatch(/zone de sortie des arriv/i);
    expect(driver.contract.user_info.intermediaire_Id).toBe(office.id);
    await context.close();
  });

  it("opened signed out, says at 390 px that the contract's office has closed and pays once another office of its entry city is chosen", async () => {
    const context = await phone();
    const page = await context.newPage();
    const { office, driver } = await remindedAtClosedOffice(page.request);
    const pay = page.getByRole('button', { name: text('fr', 'extensionLink.pay'), exact: true });

    await page.goto(driver.link);
    await page.waitForURL('**/prolonger/**');
    const notice = page.getByTestId('extension-office-closed');
    await notice.getByRole('radio').first().waitFor();
    expect(await notice.textContent()).toContain(text('fr', 'extensionLink.officeClosed'));
    // Not paid at the closed office: tapped first, the button asks for another, which the list offers.
    await pay.click();
    expect(await page.getByTestId('pay-missing').textContent()).toBe(
      text('fr', 'extensionLink.chooseOfficeFirst'),
    );
    expect(page.url()).toContain('/prolonger/');
    expect(await notice.getByRole('radio', { name: new RegExp(office.name, 'i') }).count()).toBe(0);
    expect(await overflowsHorizontally(page)).toBe(false);
    await notice.getByRole('radio', { name: /zone de sortie des arriv/i }).check();
    await pay.click();

    await payWithSavedCard(page, new InputCounter());
    await page.waitForURL('**/signer/**');
    // Signed out, the phone holds no subscription: the customer's list names the extension.
    const list = await page.request.get('/api/v1/users/souscriptions/', { headers: driver.customer.headers });
    const { value } = (await list.json()) as { value: TSouscriptionAnswer[] };
    const extension = value.find((one) => one.extended_from === driver.contract._id)!;
    expect(extension.statut).toBe('paid');
    expect(extension.user_info.intermediaire_RS).toMatch(/zone de sortie des arriv/i);
    await context.close();
  });
});
