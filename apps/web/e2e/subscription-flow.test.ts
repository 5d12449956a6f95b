import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headingOf, openBrowser } from './browser';
import { readFromMailbox } from './mailbox';

let browser: Browser;
let newPage: Awaited<ReturnType<typeof openBrowser>>['newPage'];
beforeAll(async () => {
  ({ browser, newPage } = await openBrowser());
});
afterAll(() => browser?.close());

const stamp = Date.now().toString().slice(-6);
const email = `youssef.${stamp}@example.com`;
const mobile = `06${stamp}77`.slice(0, 10);

describe('the subscription flow on a phone', () => {
  it('takes a new visitor from the home page through the SMS check to steps 1 and 2', async () => {
    const { page } = await newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Commencer' }).click();
    await page.waitForURL('**/souscriptions/email');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.waitForURL('**/souscriptions/create');

    const next = page.getByRole('button', { name: 'Suivant' });
    await page.getByLabel('Prénom').fill('Youssef');
    await page.getByLabel(/^Nom\W*$/).fill('Alaoui');
    await page.getByLabel('Téléphone').fill(mobile);
    await page.getByLabel(/^Mot de passe\W*$/).fill('Secret1');
    expect(await next.isDisabled()).toBe(true);
    await page.getByRole('checkbox').check();
    await next.click();

    const dialog = page.getByRole('dialog');
    await dialog.getByText(`+212 ${mobile}`).waitFor();
    await dialog.getByRole('button', { name: 'Suivant' }).click();
    const code = await readFromMailbox(page.request, `+212${mobile.slice(1)}`, /\b(\d{6})\b/);
    await dialog.getByLabel('Chiffre 1 du code').fill(code);
    await dialog.getByRole('button', { name: 'Vérifier' }).click();
    await page.waitForURL('**/souscriptions/step1');

    await page.getByLabel('Pays de résidence').fill('Franc');
    await page.getByRole('option', { name: 'France' }).click();
    await page.getByLabel(/^Ville\W*$/).fill('Lyon');
    await page.getByLabel(/^Adresse\W*$/).fill('12 rue de la République');
    await page.getByLabel("Numéro de pièce d'identité (CIN ou passeport)").fill('AB123456');
    expect(await page.getByRole('button', { name: 'Suivant' }).isDisabled()).toBe(true);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.waitForURL('**/souscriptions/step2');

    const office = page.getByLabel(/^Bureau de gestion/);
    expect(await office.isDisabled()).toBe(true);
    await page.getByLabel("Ville d'entrée au Maroc").click();
    await page.getByRole('option', { name: /^Tanger Med/ }).click();
    await office.click();
    const first = page.getByRole('option').first();
    expect(
      await first
        .locator('p')
        .first()
        .evaluate((node) => getComputedStyle(node).fontStyle),
    ).toBe('italic');
    await first.click();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.waitForURL('**/souscriptions/step3');

    const token = await page.evaluate(() => localStorage.getItem('bi.token'));
    const id = await page.evaluate(() => localStorage.getItem('bi.flow.souscription'));
    const saved = await (
      await page.request.get(`/api/v1/users/souscriptions/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(saved).toMatchObject({
      current_step: 3,
      user_info: { first_name: 'Youssef', pays: 'FR', posteFrontalier: true, num_identity: 'AB123456' },
    });
  });

  it('signs a returning customer in on /password and creates directly', async () => {
    const { page } = await newPage();
    await page.goto('/souscriptions/email');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.waitForURL('**/souscriptions/password');
    await page.getByLabel(/^Mot de passe\W*$/).fill('Secret1');
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.waitForURL('**/souscriptions/create');
    expect(await page.getByLabel('Adresse e-mail').inputValue()).toBe(email);
    expect(await page.getByLabel(/^Mot de passe\W*$/).count()).toBe(0);
    await page.getByLabel('Prénom').fill('Youssef');
    await page.getByLabel(/^Nom\W*$/).fill('Alaoui');
    await page.getByLabel('Téléphone').fill(mobile);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.waitForURL('**/souscriptions/step1');
    expect(await headingOf(page, 'Adresse et identité')).toBe('Adresse et identité');
  });
});
