import { requiredDocuments } from '@bi/domain';
import { CHROMIUM_ARGS, findChromium, launchChromium } from '@bi/chromium';
import {
  chromium,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, overflowsHorizontally, seriousAccessibilityViolations } from './browser';
import { cardOf, menuOf } from './contract-cards';
import { qrCodeCamera } from './fake-camera';
import { adminSession, STAFF_PASSWORD } from './staff-session';
import { readFromMailbox } from './mailbox';
import { customerReadyToPay, payThroughApi, signThroughApi, subscriptionOf } from './money-path';

/** A clerk's phone at the counter. */
const COUNTER_PHONE = { width: 390, height: 844 };

let browser: Browser;
let api: BrowserContext;
let admin: { headers: { authorization: string }; token: string };
beforeAll(async () => {
  browser = await launchChromium();
  api = await browser.newContext({ baseURL: baseUrl() });
  admin = await adminSession(api.request);
});
afterAll(async () => {
  await api?.close();
  await browser?.close();
});

/** A customer's contract paid and signed through the API, and the verification code its mail carries. */
async function signedContract(request: APIRequestContext) {
  const customer = await customerReadyToPay(request);
  await payThroughApi(request, customer, customer.id);
  await signThroughApi(request, customer, customer.id);
  const subscription = await subscriptionOf(request, customer);
  const code = await readFromMailbox(request, customer.email, /\/verifier\/([A-Za-z0-9_-]+)/);
  return { customer, subscription, code };
}

/** A 1×1 PNG: the replacement photo of the licence. */
const SMALL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const documentCard = (page: Page, kind: string) => page.getByTestId(`document-${kind}`);

describe('the office at the counter, on a phone', () => {
  it('invites a clerk, who checks a certificate by its code, rejects the licence, verifies its replacement and hands the certificate over; Cancel is then gone', async () => {
    const context = await browser.newContext({ viewport: COUNTER_PHONE, baseURL: baseUrl() });
    const request = context.request;
    const { customer, subscription, code } = await signedContract(request);

    // The administrator invites a clerk of the contract's office; the clerk sets a password from the mail.
    const clerkEmail = `guichet.${Date.now()}@assurance-frontiere.ma`;
    const invited = await request.post('/api/v1/backoffice/staff', {
      data: {
        email: clerkEmail,
        first_name: 'Salma',
        last_name: 'Guichet',
        role: 'clerk',
        office_ids: [subscription.user_info.bureau_gestion],
        language: 'fr',
      },
      headers: admin.headers,
    });
    expect(invited.status(), await invited.text()).toBe(200);
    const link = await readFromMailbox(request, clerkEmail, /(http\S+\/auth\/reset\?lng=\w+#token=\S+)/);

    const page = await context.newPage();
    await page.goto(link.replace(/^http:\/\/[^/]+/, ''));
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(STAFF_PASSWORD);
    await page.getByLabel('Confirmer le mot de passe').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.waitForURL('**/auth/signin');
    // Said on the sign-in card, where it applies, and gone with it: not a notice left over the queue.
    const saved = 'Votre mot de passe a été modifié. Connectez-vous.';
    expect(await page.getByRole('alert').textContent()).toBe(saved);
    await page.getByLabel('Adresse e-mail').fill(clerkEmail);
    await page.getByLabel(/^Mot de passe\W*$/).fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();

    // Signed in, a clerk lands on the office's queue; the contract is there, waiting.
    await page.waitForURL('**/backoffice');
    await page.getByRole('heading', { level: 1, name: 'Contrats à remettre' }).waitFor();
    await page.getByTestId('queue-item').filter({ hasText: subscription.code_str }).waitFor();
    expect(await page.locator('body').textContent()).not.toContain(saved);
    // The tabs start at the page's margin, as the header does: no empty scroll arrow before them.
    expect((await page.getByRole('tab').first().boundingBox())!.x).toBeLessThanOrEqual(16);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // No camera in this browser: the page says so, and the code of the certificate's address is typed.
    await page.getByRole('link', { name: 'Scanner une attestation' }).click();
    await page.getByTestId('certificate-code').fill(code);
    await page.getByRole('button', { name: 'Vérifier', exact: true }).click();
    const verification = page.getByTestId('staff-verification');
    await verification.waitFor();
    expect(await verification.textContent()).toMatch(/Nadia Berrada[\s\S]*FR556677/);
    expect(await page.getByTestId('verification-status').getAttribute('data-status')).toBe('not_yet_valid');

    // The contract: nothing can be handed over while documents are unchecked; the licence is rejected.
    await page.getByRole('link', { name: 'Ouvrir le contrat' }).click();
    await page.getByTestId('handover-panel').getByText('Des documents restent à vérifier.').waitFor();
    await documentCard(page, 'permis_recto').getByRole('button', { name: 'Refuser' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Raison').click();
    await page.getByRole('option', { name: 'Illisible ou flou' }).click();
    await dialog.getByRole('button', { name: 'Refuser' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => documentCard(page, 'permis_recto').getByTestId('review-status').textContent())
      .toBe('Refusé');

    // The customer is told by mail and SMS; the mail's link opens the contract, where a new photo is sent.
    const detailLink = await readFromMailbox(request, customer.email, /(\/\?detail=[\w-]+)/);
    expect(detailLink).toBe(`/?detail=${customer.id}`);
    // The SMS stays one message: the contract and the site; the mail names the document and why.
    await readFromMailbox(request, customer.sms, /(un document du contrat \S+ est refusé)/);
    const customerPage = await browser.newPage({ viewport: COUNTER_PHONE, baseURL: baseUrl() });
    await customerPage.addInitScript((token) => localStorage.setItem('bi.token', token), customer.token);
    await customerPage.goto(detailLink);
    const detail = customerPage.getByRole('dialog');
    await detail.getByText(/Refusé : illisible ou flou/).waitFor();
    await detail.getByLabel('Remplacer : Permis de conduire — recto').setInputFiles({
      name: 'permis-net.png',
      mimeType: 'image/png',
      buffer: SMALL_PNG,
    });
    await customerPage.getByText(/le nouveau document est envoyé au bureau/).waitFor();
    // Not handed over yet: the contract may still be cancelled online.
    await customerPage.goto('/');
    await cardOf(customerPage, subscription.code_str).waitFor();
    expect(await menuOf(customerPage, cardOf(customerPage, subscription.code_str))).toContain('Annuler');

    // Back on the clerk's page: the new licence waits to be checked; every document is verified.
    await page.reload();
    await expect
      .poll(() => documentCard(page, 'permis_recto').getByTestId('review-status').textContent())
      .toBe('À vérifier');
    for (const kind of requiredDocuments('physique')) {
      await documentCard(page, kind).getByRole('button', { name: 'Valider' }).click();
      await expect
        .poll(() => documentCard(page, kind).getByTestId('review-status').textContent())
        .toBe('Vérifié');
    }
    // The notices of success sit under the tabs, never over them: a tap meant for a tab reaches it.
    await page.evaluate(() => window.scrollTo(0, 0));
    const tabs = (await page.getByRole('tablist').boundingBox())!;
    const notices = await page.locator('[role="status"] [role="alert"]').all();
    expect(notices.length).toBeGreaterThan(0);
    for (const notice of notices) {
      expect((await notice.boundingBox())!.y).toBeGreaterThanOrEqual(tabs.y + tabs.height);
    }
    await page.getByLabel("J'ai vérifié l'identité de l'assuré (pièce originale)").check();
    await page.getByLabel("J'ai vérifié les originaux du véhicule (carte grise, permis)").check();
    await page.getByRole('button', { name: 'Enregistrer la remise' }).click();
    await page.getByTestId('handover-done').waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Handed over: the customer's card no longer offers Cancel, and the API refuses it in words.
    await customerPage.goto('/');
    const card = cardOf(customerPage, subscription.code_str);
    await card.waitFor();
    expect(await menuOf(customerPage, card)).not.toContain('Annuler');
    const cancel = await request.post(`/api/v1/users/souscriptions/${customer.id}/cancel`, {
      data: {},
      headers: customer.headers,
    });
    expect(cancel.status()).toBe(409);
    expect((await cancel.json()).message).toMatch(/\S/);
    await customerPage.close();

    // An office mail's link to the contract, opened signed out: sign-in says why, then leads there.
    const signedOut = await browser.newPage({ viewport: COUNTER_PHONE, baseURL: baseUrl() });
    await signedOut.goto(`/backoffice/souscriptions/${customer.id}`);
    await signedOut.waitForURL('**/auth/signin');
    await signedOut.getByText('Connectez-vous avec votre compte du personnel').waitFor();
    await signedOut.getByLabel('Adresse e-mail').fill(clerkEmail);
    await signedOut.getByLabel(/^Mot de passe\W*$/).fill(STAFF_PASSWORD);
    await signedOut.getByRole('button', { name: 'Se connecter' }).click();
    await signedOut.waitForURL(`**/backoffice/souscriptions/${customer.id}`);
    await signedOut.getByTestId('handover-done').waitFor();
    await signedOut.close();
    await context.close();
  });

  it('reads the certificate’s QR code with the phone’s camera and shows who it insures', async () => {
    const { code } = await signedContract(api.request);
    // Chromium's fake camera films the QR code the certificate carries: its whole verification address.
    const film = qrCodeCamera(`${baseUrl()}/verifier/${code}`);
    const filming = await chromium.launch({
      executablePath: (await findChromium()).path,
      headless: true,
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-device-for-media-stream',
        // Headless has no permission prompt to answer: the camera is granted as a clerk would grant it.
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${film}`,
      ],
    });
    try {
      const context = await filming.newContext({ viewport: COUNTER_PHONE, baseURL: baseUrl() });
      await context.addInitScript((token) => localStorage.setItem('bi.token', token), admin.token);
      const page = await context.newPage();
      await page.goto('/backoffice/scan');
      const verification = page.getByTestId('staff-verification');
      await verification.waitFor({ timeout: 30_000 });
      expect(await verification.textContent()).toMatch(/Nadia Berrada[\s\S]*FR556677/);
      expect(await page.getByTestId('verification-status').getAttribute('data-status')).toBe('not_yet_valid');
    } finally {
      await filming.close();
    }
  });
});
