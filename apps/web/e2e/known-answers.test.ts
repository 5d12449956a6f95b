import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '@bi/chromium';
import { customerThroughApi, type TApiCustomer } from './api-customer';
import { baseUrl, overflowsHorizontally } from './browser';
import { labelOf, text } from './locale-text';

/** The phone of the issue: 390 px wide. */
const PHONE_390 = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A customer whose subscription is saved up to `lastStep`, on a phone signed in, the flow at it. */
async function customerOnPhone(lastStep: number) {
  const context = await browser.newContext({ viewport: PHONE_390, baseURL: baseUrl() });
  const page = await context.newPage();
  const customer = await customerThroughApi(page.request, lastStep);
  await context.addInitScript(
    ({ token, id }: { token: string; id: string }) => {
      localStorage.setItem('bi.token', token);
      localStorage.setItem('bi.flow.souscription', id);
    },
    { token: customer.token, id: customer.id },
  );
  return { page, customer };
}

/** The first office of the list the API gives for a city, with that flag. */
async function officeOf(
  page: Page,
  customer: TApiCustomer,
  cityName: string,
  flag: { posteFrontalier: boolean } | { effetImmediat: boolean },
) {
  const list = async (path: string) =>
    (
      await (
        await page.request.get(`/api/v1/users/souscriptions/${path}`, { headers: customer.headers })
      ).json()
    ).result;
  const city = (await list('villes')).find((entry: { ville_Name: string }) => entry.ville_Name === cityName);
  const offices = await list(`bureaux?$ville=${city.ville_Id}`);
  return {
    city,
    office: offices.find((entry: Record<string, unknown>) =>
      Object.entries(flag).every(([key, value]) => entry[key] === value),
    ),
  };
}

describe('answers the flow knows, preselected', () => {
  for (const language of ['fr', 'ar'] as const) {
    const say = (key: string) => text(language, key);

    it(`step 2: the entry city's border post; step 3: the usage's usual seats (${language})`, async () => {
      const { page, customer } = await customerOnPhone(1);
      const { office } = await officeOf(page, customer, 'Tanger Med', { posteFrontalier: true });
      await page.goto(`/souscriptions/step2?lng=${language}`);
      await page.getByLabel(labelOf(language, 'flow.step2.entryCity')).click();
      await page
        .getByRole('option', { name: /Tanger Med|طنجة المتوسط/ })
        .first()
        .click();
      const officeField = page.getByLabel(labelOf(language, 'flow.step2.office'));
      const name = language === 'ar' ? office.intermediaire_RS_AR : office.intermediaire_RS;
      // Shown in a readable case (Tanger Med, not TANGER MED): the same name.
      await expect.poll(async () => (await officeField.inputValue()).toUpperCase()).toBe(name.toUpperCase());
      expect(await overflowsHorizontally(page)).toBe(false);
      await page.getByRole('button', { name: say('flow.next'), exact: true }).click();

      await page.waitForURL('**/souscriptions/step3');
      const seats = page.getByLabel(labelOf(language, 'flow.step3.seats'));
      const usages = page.getByRole('group', { name: labelOf(language, 'flow.step3.usage') });
      await usages.getByRole('button').first().click();
      await expect.poll(() => seats.inputValue()).toBe('5');
      // Seats the flow proposed follow the usage (a two-wheeler's 2); typed seats stay the customer's.
      await usages.getByRole('button').nth(5).click();
      await expect.poll(() => seats.inputValue()).toBe('2');
      await seats.fill('4');
      await usages.getByRole('button').first().click();
      expect(await seats.inputValue()).toBe('4');
      await page.context().close();
    });

    it(`step 4: today where the office may start a cover today, nothing elsewhere (${language})`, async () => {
      const { page, customer } = await customerOnPhone(3);
      await page.goto(`/souscriptions/step4?lng=${language}`);
      const today = page.getByRole('radio', { name: say('flow.step4.today') });
      await today.waitFor();
      expect(await today.isChecked()).toBe(true);

      // Step 2 again, at an office that cannot start a cover today.
      const { city, office } = await officeOf(page, customer, 'Casablanca', { effetImmediat: false });
      const moved = await page.request.post(`/api/v1/users/souscriptions/${customer.id}/step2`, {
        data: { ville_entree: city.ville_Id, bureau_gestion: office.intermediaire_Id },
        headers: customer.headers,
      });
      expect(moved.status(), await moved.text()).toBe(200);
      expect((await moved.json()).user_info.effetImmediat).toBe(false);
      await page.goto(`/souscriptions/step4?lng=${language}`);
      await page.getByRole('radio', { name: say('flow.step4.later') }).waitFor();
      for (const choice of ['today', 'tomorrow', 'later'])
        expect(await page.getByRole('radio', { name: say(`flow.step4.${choice}`) }).isChecked()).toBe(false);
      expect(await page.getByRole('button', { name: say('flow.next'), exact: true }).isDisabled()).toBe(true);
      expect(await overflowsHorizontally(page)).toBe(false);
      await page.context().close();
    });

    it(`the home page's e-mail: checked at once, to /create or /password, Back home (${language})`, async () => {
      const context = await browser.newContext({ viewport: PHONE_390, baseURL: baseUrl() });
      const page = await context.newPage();
      const start = async (email: string) => {
        await page.goto(`/?lng=${language}`);
        await page.getByLabel(labelOf(language, 'home.email')).fill(email);
        await page.getByRole('button', { name: say('home.start'), exact: true }).click();
      };
      await start(`landing.${Date.now()}@example.com`);
      await page.waitForURL('**/souscriptions/create');
      expect(await overflowsHorizontally(page)).toBe(false);
      // /email was passed without a screen of its own: Back is the home page, not a second e-mail screen.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');

      const known = await customerThroughApi(page.request);
      await start(known.email);
      await page.waitForURL('**/souscriptions/password');

      // Nothing given: Start opens /email, which asks.
      await start('');
      await page.waitForURL('**/souscriptions/email');
      const field = page.getByLabel(labelOf(language, 'auth.email'));
      expect(await field.inputValue()).toBe(known.email);

      // A check that meets no network leaves the address on /email; Next goes on once the network is
      // back, and Back shows /email again, where another address is checked: the landing's address is
      // checked once, not each time /email is met.
      const check = '**/api/v1/auth/users/check';
      let checks = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/v1/auth/users/check')) checks += 1;
      });
      await context.route(check, (route) => route.abort('internetdisconnected'));
      await start(`landing.${Date.now()}@example.com`);
      await page.getByRole('alert').first().waitFor();
      expect(page.url()).toMatch(/\/souscriptions\/email$/);
      await context.unroute(check);
      await page.getByRole('button', { name: say('flow.next'), exact: true }).click();
      await page.waitForURL('**/souscriptions/create');
      await page.goBack();
      await page.waitForURL('**/souscriptions/email');
      await field.fill(known.email);
      await page.getByRole('button', { name: say('flow.next'), exact: true }).click();
      await page.waitForURL('**/souscriptions/password');
      // The landing's, Next's and the one after Back: none made by /email on its own when met again.
      expect(checks).toBe(3);
      await context.close();
    });

    it(`step 4 asks the trailer: a short cover passes step 5 with it, a month carries it there (${language})`, async () => {
      const { page, customer } = await customerOnPhone(3);
      const durations = () =>
        page.getByRole('group', { name: say('flow.step4.duration') }).getByRole('button');
      const trailer = page.getByRole('checkbox');
      // Tourism's trailer rate is 10 % of the liability premium.
      const stepFiveTrailerLabel = text(language, 'flow.step5.trailer', { rate: 10 });
      const next = page.getByRole('button', { name: say('flow.next'), exact: true });
      const cover = async () =>
        (
          await (
            await page.request.get(`/api/v1/users/souscriptions/${customer.id}`, {
              headers: customer.headers,
            })
          ).json()
        ).pack_info;
      await page.goto(`/souscriptions/step4?lng=${language}`);
      await durations().first().click();
      await trailer.check();
      await next.click();
      // Five days: one cover sold, nothing to choose: it is saved with the trailer and step 5 is passed.
      await page.waitForURL('**/souscriptions/step6');
      expect(await cover()).toMatchObject({ type: 'pack', remorque: true, selected_garanties: [] });
      await page
        .getByText(`+ ${say('flow.step6.trailer')}`)
        .first()
        .waitFor();
      await page.getByRole('link', { name: say('flow.back'), exact: true }).click();
      await page.waitForURL('**/souscriptions/step5');
      expect(await page.getByRole('checkbox', { name: stepFiveTrailerLabel, exact: true }).isChecked()).toBe(
        true,
      );

      // A month of tourism: packs to choose among, so step 5 is shown, the trailer ticked as asked.
      await page.goto(`/souscriptions/step4?lng=${language}`);
      await durations().nth(2).click();
      expect(await trailer.isChecked()).toBe(true);
      await next.click();
      await page.waitForURL('**/souscriptions/step5');
      await page.getByRole('tab').first().waitFor();
      const stepFiveTrailer = page.getByRole('checkbox', { name: stepFiveTrailerLabel, exact: true });
      expect(await stepFiveTrailer.isChecked()).toBe(true);
      expect(await overflowsHorizontally(page)).toBe(false);
      // Changed here, the cover's answer is the one kept: back to step 5 from step 6, it shows unticked.
      await stepFiveTrailer.uncheck();
      await page.locator('[aria-pressed]').first().click();
      await next.click();
      await page.waitForURL('**/souscriptions/step6');
      expect(await cover()).toMatchObject({ remorque: false });
      await page.goBack();
      await page.waitForURL('**/souscriptions/step5');
      await page.getByRole('tab').first().waitFor();
      expect(await stepFiveTrailer.isChecked()).toBe(false);

      // Asked again on step 4, then Back from step 5 before its cover is saved: still ticked, and on again.
      await page.goto(`/souscriptions/step4?lng=${language}`);
      await durations().first().waitFor();
      await trailer.check();
      await next.click();
      await page.waitForURL('**/souscriptions/step5');
      await page.getByRole('tab').first().waitFor();
      expect(await stepFiveTrailer.isChecked()).toBe(true);
      await page.getByRole('link', { name: say('flow.back'), exact: true }).click();
      await page.waitForURL('**/souscriptions/step4');
      await durations().first().waitFor();
      expect(await trailer.isChecked()).toBe(true);
      await next.click();
      await page.waitForURL('**/souscriptions/step5');
      await page.getByRole('tab').first().waitFor();
      expect(await stepFiveTrailer.isChecked()).toBe(true);
      await page.context().close();
    });
  }
});
