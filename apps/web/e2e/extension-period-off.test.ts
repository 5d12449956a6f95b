import { addDays, amountToCentimes, formatMad, type TSouscriptionAnswer } from '@bi/domain';
import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from '@bi/chromium';
import { baseUrl, overflowsHorizontally } from './browser';
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
} from './reminded-driver';
import { screenshot } from './screenshot';
import { adminSession } from './staff-session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const phone = () => browser.newContext({ viewport: PHONE_390, baseURL: baseUrl() });

/** 10 days: a period no other journey sells, which these journeys switch off and on again. */
const TEN_DAYS = 2;

/**
 * A reminded driver whose ten-day contract's period an administrator has switched off since it was
 * sold; `switchOn` puts it back, for the next journey.
 */
async function remindedWithPeriodOff(request: APIRequestContext, language: TLanguage) {
  const admin = await adminSession(request);
  const driver = await remindedDriver(request, language, undefined, TEN_DAYS);
  const periods = `/api/v1/backoffice/reference/periods/${TEN_DAYS}`;
  const off = await request.post(`${periods}/switch-off`, { headers: admin.headers, data: {} });
  expect(off.status(), await off.text()).toBe(200);
  const switchOn = async () => {
    await request.post(`${periods}/switch-on`, { headers: admin.headers, data: {} });
  };
  return { driver, switchOn };
}

describe("the returning driver whose contract's period was switched off since it was sold", () => {
  for (const language of ['fr', 'ar'] as const) {
    it(`is asked on its quote, at 390 px, only the period when the contract's was switched off, and is priced with the cover kept (${language})`, async () => {
      const context = await phone();
      const page = await context.newPage();
      const { driver, switchOn } = await remindedWithPeriodOff(page.request, language);
      const button = (key: string) => page.getByRole('button', { name: text(language, key), exact: true });
      try {
        await signedIn(context, driver.customer.token);
        await page.goto(driver.link);
        // Filled up to its quote all the same: only the period is asked, there.
        await page.waitForURL('**/souscriptions/step6');
        const notice = page.getByTestId('extension-period-off');
        await notice.getByRole('radio').first().waitFor();
        expect(await notice.textContent()).toContain(text(language, 'flow.step6.periodOff.notice'));
        // The period switched off is not among those offered.
        expect(await notice.locator(`input[type=radio][value="${TEN_DAYS}"]`).count()).toBe(0);
        expect(await overflowsHorizontally(page)).toBe(false);
        mkdirSync(SHOTS, { recursive: true });
        writeFileSync(path.join(SHOTS, `step6-${language}.png`), await screenshot(page, { fullPage: true }));
        // Confirm and the period's own button tapped before a period is chosen say so, in words.
        await button('flow.confirm').click();
        await page.getByText(text(language, 'flow.step6.periodOff.confirmFirst')).waitFor();
        const choose = notice.getByRole('button', { name: text(language, 'flow.step6.periodOff.choose') });
        await choose.click();
        await page.getByText(text(language, 'flow.step6.periodOff.pickFirst')).waitFor();
        expect(await overflowsHorizontally(page)).toBe(false);
        writeFileSync(
          path.join(SHOTS, `step6-${language}-tapped-early.png`),
          await screenshot(page, { fullPage: true }),
        );
        // Back leads to the period's own step, which offers the periods of today.
        await page.getByRole('link', { name: text(language, 'flow.back'), exact: true }).click();
        await page.waitForURL('**/souscriptions/step4');
        const next = page.getByRole('button', { name: text(language, 'flow.next'), exact: true });
        await next.waitFor();
        // The duration switched off is not preselected: nothing chosen, the field asks for a choice.
        const duration = page.getByRole('group', { name: text(language, 'flow.step4.duration') });
        await duration.locator('.MuiFormHelperText-root').waitFor();
        expect(await duration.locator('[aria-pressed="true"]').count()).toBe(0);
        expect(await next.isDisabled()).toBe(true);
        writeFileSync(path.join(SHOTS, `step4-${language}.png`), await screenshot(page, { fullPage: true }));
        await page.goBack();
        await page.waitForURL('**/souscriptions/step6');

        await notice.getByRole('radio').first().check();
        await choose.click();
        await notice.waitFor({ state: 'detached' });
        await expect.poll(() => button('flow.confirm').isEnabled()).toBe(true);
        const extension = await subscriptionOf(page.request, driver.customer, await flowSubscriptionOf(page));
        const old = driver.contract;
        expect(extension).toMatchObject({
          extended_from: old._id,
          vehicule_info: old.vehicule_info,
          pack_info: old.pack_info,
          user_info: { intermediaire_Id: old.user_info.intermediaire_Id },
          periode_info: { date_effet: addDays(old.periode_info!.date_fin, 1) },
        });
        expect(extension.periode_info!.periode_Id).not.toBe(TEN_DAYS);
        expect(extension.simulation_result!.primeTotal).toBeGreaterThan(0);
      } finally {
        await switchOn();
        await context.close();
      }
    });

    it(`opened signed out, offers at 390 px the periods of today with their prices and pays the one chosen at the price shown (${language})`, async () => {
      const context = await phone();
      const page = await context.newPage();
      const { driver, switchOn } = await remindedWithPeriodOff(page.request, language);
      const pay = page.getByRole('button', { name: text(language, 'extensionLink.pay'), exact: true });
      try {
        await page.goto(driver.link);
        await page.waitForURL('**/prolonger/**');
        const notice = page.getByTestId('extension-period-off');
        await notice.getByRole('radio').first().waitFor();
        expect(await notice.textContent()).toContain(text(language, 'extensionLink.periodOff'));
        // No price before a period is chosen, said to be chosen; the one switched off is not offered.
        expect(await page.getByTestId('summary-total').count()).toBe(0);
        expect(await page.getByTestId('extension-period').textContent()).toBe(
          text(language, 'extensionLink.periodToChoose'),
        );
        expect(await notice.locator(`input[type=radio][value="${TEN_DAYS}"]`).count()).toBe(0);
        expect(await overflowsHorizontally(page)).toBe(false);
        mkdirSync(SHOTS, { recursive: true });
        writeFileSync(path.join(SHOTS, `link-${language}.png`), await screenshot(page, { fullPage: true }));
        // Pay tapped first says what is missing, and pays nothing.
        await pay.click();
        expect(await page.getByTestId('pay-missing').textContent()).toBe(
          text(language, 'extensionLink.choosePeriodFirst'),
        );
        expect(page.url()).toContain('/prolonger/');
        writeFileSync(
          path.join(SHOTS, `link-${language}-tapped-early.png`),
          await screenshot(page, { fullPage: true }),
        );

        const first = notice.getByRole('radio').first();
        await first.check();
        await page.getByTestId('pay-missing').waitFor({ state: 'detached' });
        const shown = (await page.getByTestId('summary-total').textContent())!;
        // The summary's period is the dates of the one chosen, as listed under it.
        const line = (await page.getByTestId('extension-period').textContent())!;
        const listed = (await notice.locator('label').first().textContent())!;
        for (const date of listed.match(/\d{2}\/\d{2}\/\d{4}/g)!) expect(line).toContain(date);
        writeFileSync(
          path.join(SHOTS, `link-${language}-chosen.png`),
          await screenshot(page, { fullPage: true }),
        );
        await pay.click();
        await payWithSavedCard(page, new InputCounter());
        await page.waitForURL('**/signer/**');
        const list = await page.request.get('/api/v1/users/souscriptions/', {
          headers: driver.customer.headers,
        });
        const { value } = (await list.json()) as { value: TSouscriptionAnswer[] };
        const extension = value.find((one) => one.extended_from === driver.contract._id)!;
        expect(extension.statut).toBe('paid');
        expect(extension.periode_info!.periode_Id).not.toBe(TEN_DAYS);
        expect(extension).toMatchObject({ pack_info: driver.contract.pack_info });
        // The price shown before paying is the one paid.
        expect(shown).toBe(formatMad(amountToCentimes(extension.simulation_result!.primeTotal), language));
      } finally {
        await switchOn();
        await context.close();
      }
    });
  }
});
