import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headingOf, openBrowser, PHONE } from './browser';
import { readFromMailbox } from './mailbox';

let browser: Browser;
let newPage: Awaited<ReturnType<typeof openBrowser>>['newPage'];
beforeAll(async () => {
  ({ browser, newPage } = await openBrowser());
});
afterAll(() => browser?.close());

/** The field, not the show/hide button whose name also holds « mot de passe ». */
const PASSWORD_LABEL = /^Mot de passe\W*$/;
const stamp = Date.now().toString().slice(-6);
const email = `amina.${stamp}@example.com`;

async function signIn(page: Page, password: string) {
  await page.goto('/auth/signin');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel(PASSWORD_LABEL).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // Home: the customer's list (decision 026).
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByTestId('profile-button').waitFor();
}

async function noticeSays(page: Page, text: string) {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

describe('accounts through the real screens', () => {
  it('signs up with the code from the mailbox and is signed in at once', async () => {
    const { page } = await newPage();
    await page.goto('/auth/signup');
    const submit = page.getByRole('button', { name: 'Créer mon compte' });
    // On the phone, signed out, the header's name is never cut beside the language and "Se connecter":
    // whole, or (under 380 px) left to the logo.
    const name = page.locator('header a[href="/"] span');
    await name.waitFor({ state: 'attached' });
    const whole = (shown: HTMLElement) =>
      shown.offsetParent === null ||
      (shown.scrollWidth <= shown.clientWidth && shown.scrollHeight <= shown.clientHeight);
    // Measured once the page's fonts are in: a fallback font is wider.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await expect.poll(() => name.evaluate(whole)).toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => name.isVisible()).toBe(true);
    await expect.poll(() => name.evaluate(whole)).toBe(true);
    await page.setViewportSize(PHONE);
    await page.getByLabel('Nom complet').fill('Amina Benali');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Téléphone').fill(`+2126${stamp}12`.slice(0, 13));
    await page.getByRole('button', { name: 'Recevoir le code par e-mail' }).click();
    await noticeSays(page, `Un code a été envoyé à ${email}.`);
    const code = await readFromMailbox(page.request, email, /\b(\d{10})\b/);
    await page.getByLabel('Code reçu par e-mail').fill(code);
    await page.getByLabel(PASSWORD_LABEL).fill('Secret1');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('checkbox').check();
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();
    await page.waitForURL('**/souscriptions/commencer');
    await noticeSays(page, 'Votre compte est créé, vous êtes connecté.');
    expect(await page.getByTestId('profile-button').textContent()).toBe('Amina');
    // The account's icon and name on one line: the header keeps a toolbar's height on the phone.
    expect((await page.locator('header').first().boundingBox())?.height).toBe(56);
  });

  it('keeps the sign-in button disabled until both fields are filled, and says when they are wrong', async () => {
    const { page } = await newPage();
    await page.goto('/auth/signin');
    const button = page.getByRole('button', { name: 'Se connecter' });
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel('Adresse e-mail').fill(email);
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel(PASSWORD_LABEL).fill('Mauvais1');
    await button.click();
    await noticeSays(page, 'Identifiant ou mot de passe incorrect.');
  });

  it('changes the password from the profile menu', async () => {
    const { page } = await newPage();
    await signIn(page, 'Secret1');
    await page.getByTestId('profile-button').click();
    await page.getByRole('menuitem', { name: 'Mot de passe' }).click();
    const dialog = page.getByRole('dialog');
    const save = dialog.getByRole('button', { name: 'Enregistrer' });
    await dialog.getByLabel('Mot de passe actuel').fill('Secret1');
    await dialog.getByLabel('Nouveau mot de passe').fill('Nouveau2');
    await dialog.getByLabel('Confirmer le mot de passe').fill('Nouveau3');
    await dialog.getByText('Les mots de passes ne sont pas identiques').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('Confirmer le mot de passe').fill('Nouveau2');
    await save.click();
    await noticeSays(page, 'Votre mot de passe a été modifié.');
  });

  it('changes the phone with the SMS code, then logs out', async () => {
    const { page } = await newPage();
    await signIn(page, 'Nouveau2');
    await page.getByTestId('profile-button').click();
    await page.getByRole('menuitem', { name: 'Mon profil' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Adresse e-mail').getAttribute('readonly')).not.toBeNull();
    const newNumber = `07${stamp}34`.slice(0, 10);
    await dialog.getByLabel('Téléphone').fill(`+212${newNumber.slice(1)}`);
    await dialog.getByRole('button', { name: 'Recevoir un code par SMS' }).click();
    const code = await readFromMailbox(page.request, `+212${newNumber.slice(1)}`, /\b(\d{6})\b/);
    await dialog.getByRole('button', { name: /^Renvoyer dans 00:\d\d$/ }).waitFor();
    // The whole code at once, as the phone offers it, is checked without a tap on Valider.
    await dialog.getByLabel('Chiffre 1 du code').fill(code);
    await noticeSays(page, 'Votre numéro de téléphone a été modifié.');

    await page.getByTestId('profile-button').click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Se déconnecter' }).click();
    await page.getByRole('link', { name: 'Se connecter' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('bi.token'))).toBeNull();
  });

  it('resets a forgotten password through the mailed link', async () => {
    const { page } = await newPage();
    await page.goto('/auth/forgot');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await page.waitForURL('**/auth/forgotSuccess');
    const link = await readFromMailbox(
      page.request,
      email,
      /(https?:\/\/\S+\/auth\/reset\?lng=\w+#token=\S+)/,
    );
    await page.goto(new URL(link).pathname + new URL(link).hash);
    await page.getByLabel('Nouveau mot de passe').fill('Retour33');
    await page.getByLabel('Confirmer le mot de passe').fill('Retour33');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.waitForURL('**/auth/signin');
    await signIn(page, 'Retour33');
  });

  it('sends an expired session to /auth with the notice', async () => {
    const { page } = await newPage();
    await signIn(page, 'Retour33');
    const token = await page.evaluate(() => localStorage.getItem('bi.token'));
    await page.request.get('/api/v1/auth/users/signout', { headers: { authorization: `Bearer ${token}` } });
    await page.reload();
    await page.waitForURL('**/auth/signin');
    await noticeSays(page, 'La session a expiré');
    expect(await headingOf(page, 'Connexion')).toBe('Connexion');
    // The notice pushes the page down under the header: the title stays in sight, not under it.
    const notice = (await page.getByRole('alert').filter({ hasText: 'La session a expiré' }).boundingBox())!;
    const title = (await page.getByRole('heading', { name: 'Connexion' }).boundingBox())!;
    expect(title.y).toBeGreaterThanOrEqual(notice.y + notice.height);
    expect(await page.evaluate(() => localStorage.getItem('bi.token'))).toBeNull();
  });
});
