import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerThroughApi } from './api-customer';
import { baseUrl, caughtUp, headingOf, openBrowser } from './browser';
import { readFromMailbox } from './mailbox';

let browser: Browser;
beforeAll(async () => {
  ({ browser } = await openBrowser());
});
afterAll(() => browser?.close());

/** The phone of the issue: 390 px wide; `height` shorter for a screen where the buttons end up at its foot. */
const newPhonePage = async (height = 844) => {
  const context = await browser.newContext({ viewport: { width: 390, height }, baseURL: baseUrl() });
  return context.newPage();
};

const PASSWORD_LABEL = /^Mot de passe\W*$/;

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/signin');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel(PASSWORD_LABEL).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // Home: the customer's list (decision 026).
  await page.waitForURL((url) => url.pathname === '/');
}

const apiGet = async (page: Page, path: string) => {
  const token = await page.evaluate(() => localStorage.getItem('bi.token'));
  const answer = await page.request.get(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  return answer.json();
};

const SHORT_SCREEN = 600;

describe('a returning customer', () => {
  it('signs in on another device and is brought back to step 4 of a subscription saved up to step 3', async () => {
    const customer = await customerThroughApi((await newPhonePage()).request, 3);
    const elsewhere = await newPhonePage();
    await signIn(elsewhere, customer.email, customer.password);
    // Home is the customer's list (decision 026): its card continues where the subscription stopped.
    await elsewhere.getByRole('button', { name: 'Continuer' }).click();
    await elsewhere.waitForURL('**/souscriptions/step4');
    expect(await headingOf(elsewhere, 'Date et durée')).toBe('Date et durée');
  });

  it('starts from the home page without the password, finds the form filled, and Back edits the same subscription', async () => {
    const customer = await customerThroughApi((await newPhonePage()).request, 1);
    const page = await newPhonePage();
    await signIn(page, customer.email, customer.password);

    await page.goto('/');
    await page.getByRole('link', { name: 'Commencer' }).click();
    await page.waitForURL('**/souscriptions/create');
    expect(await page.getByLabel(PASSWORD_LABEL).count()).toBe(0);
    expect(await page.getByLabel('Prénom').inputValue()).toBe('Nadia');
    expect(await page.getByLabel(/^Nom\W*$/).inputValue()).toBe('Berrada');
    expect(await page.getByLabel('Téléphone').inputValue()).not.toBe('');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.waitForURL('**/souscriptions/step1');

    // Step 1 from the previous subscription: nothing to type again.
    expect(await page.getByLabel('Pays de résidence').inputValue()).toBe('France');
    expect(await page.getByLabel(/^Ville\W*$/).inputValue()).toBe('Marseille');
    expect(await page.getByLabel(/^Adresse\W*$/).inputValue()).toBe('3 rue Victor Hugo');
    expect(await page.getByLabel("Numéro de pièce d'identité").inputValue()).toBe('FR556677');
    const current = await page.evaluate(() => localStorage.getItem('bi.flow.souscription'));
    expect(current).not.toBe(customer.id);

    // Back to the contact details: they are the current subscription's, and Next saves them there.
    await page.getByRole('link', { name: 'Retour' }).click();
    await page.waitForURL('**/souscriptions/create');
    expect(await page.getByLabel('Prénom').inputValue()).toBe('Nadia');
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    await page.getByLabel('Prénom').fill('Nadine');
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.waitForURL('**/souscriptions/step1');
    expect(await page.evaluate(() => localStorage.getItem('bi.flow.souscription'))).toBe(current);

    const list = await apiGet(page, '/users/souscriptions/?$top=30&$skip=0');
    expect(list.value).toHaveLength(2);
    const saved = await apiGet(page, `/users/souscriptions/${current}`);
    expect(saved.user_info).toMatchObject({ first_name: 'Nadine', last_name: 'Berrada' });
  });
});

describe("the header's Sign in", () => {
  it('brings a customer back to the offer page it was tapped on, and a later sign-in home', async () => {
    const customer = await customerThroughApi((await newPhonePage()).request, 1);
    const page = await newPhonePage();
    await page.goto('/caracteristiques-offre?lng=fr');
    // The page is written at build time: its link is the app's once React has taken the header over.
    const signInLink = page.getByRole('banner').getByRole('link', { name: 'Se connecter' });
    await signInLink.waitFor();
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('header a')!).some((key) => key.startsWith('__reactProps')),
    );
    await signInLink.click();
    await page.waitForURL((url) => url.pathname === '/auth/signin');
    await page.getByLabel('Adresse e-mail').fill(customer.email);
    await page.getByLabel(PASSWORD_LABEL).fill(customer.password);
    await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname === '/caracteristiques-offre');
    expect(await page.evaluate(() => localStorage.getItem('bi.token'))).not.toBeNull();

    // Kept for that sign-in only: signed out and in again from the sign-in page, home.
    await page.evaluate(() => localStorage.removeItem('bi.token'));
    await signIn(page, customer.email, customer.password);
  });
});

describe('the SMS check of a new visitor', () => {
  it('stays open on a tap beside it, and reopened keeps the code step so the SMS received can be typed', async () => {
    const stamp = Date.now().toString().slice(-6);
    const email = `ferry.${stamp}@example.com`;
    // 061…: a Moroccan mobile whatever the stamp (a 0685… is none, and the form refused it).
    const mobile = `061${stamp}5`;
    // A short screen: the form is taller than it, so Back and Next can be brought to its very foot.
    const page = await newPhonePage(SHORT_SCREEN);
    await page.goto('/souscriptions/email');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.waitForURL('**/souscriptions/create');
    await page.getByLabel('Prénom').fill('Said');
    await page.getByLabel(/^Nom\W*$/).fill('Ouazzani');
    await page.getByLabel('Téléphone').fill(`+212${mobile.slice(1)}`);
    await page.getByLabel(PASSWORD_LABEL).fill('Secret1');
    await page.getByRole('checkbox').check();
    const next = page.getByRole('button', { name: 'Suivant' });
    await next.click();

    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Suivant' }).click();
    await dialog.getByLabel('Chiffre 1 du code').waitFor();
    expect(await dialog.getByLabel('Chiffre 1 du code').getAttribute('autocomplete')).toBe('one-time-code');
    expect(await dialog.getByLabel('Chiffre 1 du code').getAttribute('inputmode')).toBe('numeric');

    // A tap on the backdrop, beside the dialog: it stays.
    await page.mouse.click(8, SHORT_SCREEN - 10);
    await caughtUp(page);
    // Closing would start its fade at once: MUI's Fade sets the container's opacity to 0 as it exits.
    const opacity = await dialog.evaluate(
      (element) => element.closest<HTMLElement>('.MuiDialog-container')?.style.opacity,
    );
    expect(opacity).toBe('1');

    // Closed by its button, Back and Next at the foot of the screen. The code step said where the code
    // went: no notice says it again over the page (issue 36).
    await dialog.getByRole('button', { name: 'Rectifier' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await next.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    await caughtUp(page);
    expect(await page.getByRole('alert').filter({ hasText: /code/i }).count()).toBe(0);
    for (const button of [next, page.getByRole('link', { name: 'Retour' })]) {
      const buttonBox = (await button.boundingBox())!;
      expect(buttonBox.y + buttonBox.height).toBeGreaterThan(SHORT_SCREEN - 60);
      expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(SHORT_SCREEN);
    }

    // Reopened for the same number: still at the code step, Resend still counting down.
    await next.click();
    await dialog.getByLabel('Chiffre 1 du code').waitFor();
    expect(await dialog.getByRole('button', { name: /^Renvoyer dans 00:\d\d$/ }).isDisabled()).toBe(true);
    const code = await readFromMailbox(page.request, `+212${mobile.slice(1)}`, /\b(\d{6})\b/);
    await dialog.getByLabel('Chiffre 1 du code').fill(code);
    await page.waitForURL('**/souscriptions/step1');
  });
});

describe('notices', () => {
  it('takes an error notice away when a success notice follows it', async () => {
    const page = await newPhonePage();
    // Frozen timers: the error's own 10 seconds cannot be what takes it away.
    await page.clock.install();
    await page.goto('/auth/forgot');
    await page.getByLabel('Adresse e-mail').fill(`oubli.${Date.now()}@example.com`);
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.route('**/api/v1/auth/users/forgot', (route) => route.abort('internetdisconnected'));
    const send = page.getByRole('button', { name: 'Envoyer le lien' });
    await send.click();
    const error = page.getByRole('alert').filter({ hasText: 'Le serveur est injoignable.' });
    await error.waitFor();

    await page.unroute('**/api/v1/auth/users/forgot');
    await send.click();
    await page
      .getByRole('alert')
      .filter({ hasText: /vient d'être envoyé/ })
      .waitFor();
    expect(await error.count()).toBe(0);
  });
});

describe('phone numbers in Arabic', () => {
  it('read left to right in the SMS dialog', async () => {
    const stamp = Date.now().toString().slice(-6);
    const mobile = `061${stamp}6`;
    const page = await newPhonePage();
    await page.goto('/souscriptions/email?lng=ar');
    await page.getByRole('textbox').first().fill(`rtl.${stamp}@example.com`);
    await page.locator('button[type=submit]').click();
    await page.waitForURL('**/souscriptions/create');
    await page.locator('input[autocomplete="given-name"]').fill('Said');
    await page.locator('input[autocomplete="family-name"]').fill('Ouazzani');
    await page.locator('input[autocomplete="tel"]').fill(`+212${mobile.slice(1)}`);
    await page.locator('input[autocomplete="new-password"]').fill('Secret1');
    await page.getByRole('checkbox').check();
    await page.locator('button[type=submit]').click();
    const number = page.getByRole('dialog').locator('bdi');
    await number.waitFor();
    expect(await number.getAttribute('dir')).toBe('ltr');
    // International form, the national 0 dropped, unbroken (non-breaking spaces).
    const shown = `+212 ${mobile.slice(1, 2)} ${mobile.slice(2, 4)} ${mobile.slice(4, 6)} ${mobile.slice(6, 8)} ${mobile.slice(8)}`;
    expect(await number.textContent()).toBe(shown.replaceAll(' ', '\u00a0'));
    await page.getByRole('dialog').locator('button.MuiButton-contained').click();
    const instruction = page.getByRole('dialog').getByText(/\u2066\+212\s/);
    await instruction.waitFor();
    expect(await instruction.textContent()).toContain(`\u2066${shown.replaceAll(' ', '\u00a0')}\u2069`);
  });
});
