import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAs } from './api-customer';
import { headingOf, openBrowser, overflowsHorizontally, seriousAccessibilityViolations } from './browser';
import { readFromMailbox } from './mailbox';
import { CARDS, customerReadyToPay, payOnSandbox, subscriptionOf, type TPayingCustomer } from './money-path';

let browser: Browser;
let newPage: Awaited<ReturnType<typeof openBrowser>>['newPage'];
beforeAll(async () => {
  ({ browser, newPage } = await openBrowser());
});
afterAll(() => browser?.close());

let customer: TPayingCustomer;
let signingLink: string;

describe('paying and signing, on a phone', () => {
  it('goes from step 7 through the card page, the signing page and its SMS code to a signed contract and its certificate, which the border can check', async () => {
    const { page, context } = await newPage();
    customer = await customerReadyToPay(page.request);
    await openAs(context, customer);
    await page.goto('/souscriptions/step7');
    await headingOf(page, 'Vos documents');
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.waitForURL('**/souscriptions/payment');
    await page.getByRole('button', { name: 'Payer par carte' }).click();
    await payOnSandbox(page, CARDS.approved);

    // The gateway brings the browser back; the status page waits for the confirmation if it is late.
    await page.waitForURL('**/souscriptions/signature');
    const signNow = page.getByRole('link', { name: 'Signer maintenant' });
    await signNow.waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    signingLink = (await signNow.getAttribute('href'))!;
    expect(signingLink).toMatch(/\/signer\/[0-9a-f-]{36}$/);
    await signNow.click();

    await page.waitForURL('**/signer/**');
    await headingOf(page, 'Signer votre contrat');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: "M'envoyer le code" }).click();
    const code = await readFromMailbox(
      page.request,
      customer.sms,
      /^(\d{6}) est votre code de signature du contrat /m,
    );
    expect(await page.getByRole('button', { name: /^Renvoyer dans 00:5\d|01:00$/ }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Chiffre 1 du code').getAttribute('autocomplete')).toBe('one-time-code');
    expect(await overflowsHorizontally(page)).toBe(false);
    // With the notice that the code was sent, which must be readable too.
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // A wrong code is refused under the boxes and signs nothing.
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Chiffre 1 du code').fill(wrong);
    await page.getByRole('button', { name: 'Signer' }).click();
    // The refusal itself: the notice that the code was sent also speaks of a code.
    await page
      .getByRole('alert')
      .filter({ hasText: 'Le code de signature est incorrect.' })
      .first()
      .waitFor();
    expect((await subscriptionOf(page.request, customer)).statut).toBe('paid');

    const backWithDemande = page.waitForRequest(
      (request) => request.isNavigationRequest() && /\/\?demande=[0-9a-f-]{36}$/.test(request.url()),
    );
    await page.getByLabel('Chiffre 1 du code').fill(code);
    await page.getByRole('button', { name: 'Signer' }).click();
    // Should the way back not come, the failure says what the signer was shown instead.
    await backWithDemande.catch(async (error: Error) => {
      throw new Error(`${error.message}\nThe signing page showed: ${await page.locator('body').innerText()}`);
    });
    await page.waitForURL('**/souscriptions/signature');
    await page.getByTestId('signature-done').waitFor();
    expect((await subscriptionOf(page.request, customer)).statut).toBe('signed');

    // The certificate opens in a new tab, through its short-lived link: a PDF. Its bytes are taken on
    // the way, since a browser without a viewer downloads a PDF rather than showing it.
    let certificate: { status: number; type: string; body: Buffer } | undefined;
    await context.route(/\/certificate\?/, async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      certificate = { status: response.status(), type: response.headers()['content-type'] ?? '', body };
      await route.fulfill({ response, body });
    });
    await page.getByRole('button', { name: "Télécharger l'attestation (PDF)" }).click();
    await expect.poll(() => certificate?.status, { timeout: 15_000 }).toBe(200);
    expect(certificate!.type).toBe('application/pdf');
    expect(certificate!.body.subarray(0, 5).toString()).toBe('%PDF-');

    // What the border officer opens from the certificate's QR code (its link is in the signed mail).
    const verification = await readFromMailbox(page.request, customer.email, /(\/verifier\/[A-Za-z0-9_-]+)/);
    const { page: officer } = await newPage();
    await officer.goto(verification);
    await headingOf(officer, "Vérification de l'attestation d'assurance");
    const verdict = officer.getByTestId('verification-status');
    // The e2e customer's cover starts two days from today in Morocco.
    expect(await verdict.getAttribute('data-status')).toBe('not_yet_valid');
    expect(await verdict.textContent()).toContain('PAS ENCORE VALIDE');
    expect(await officer.getByTestId('verification-plate').textContent()).toBe('GH-456-JK');
    expect(await officer.getByTestId('valid-from').textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await overflowsHorizontally(officer)).toBe(false);
    expect(await seriousAccessibilityViolations(officer)).toEqual([]);

    await officer.goto('/verifier/not-a-real-code');
    await officer.getByTestId('verification-unknown').waitFor();
    expect(await officer.getByTestId('verification-unknown').textContent()).toContain(
      'Attestation introuvable',
    );
  });

  it('on another phone, signed out: the link says the contract is signed, and the way back signs in to its status', async () => {
    const { page } = await newPage();
    await page.goto(new URL(signingLink).pathname);
    await page.getByTestId('signing-already-signed').waitFor();
    await page.getByRole('link', { name: "Retour à l'application" }).click();
    await page.waitForURL('**/auth/signin');
    await page.getByLabel('Adresse e-mail').fill(customer.email);
    await page.getByLabel(/^Mot de passe\W*$/).fill(customer.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL('**/souscriptions/signature');
    await page.getByTestId('signature-done').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('bi.flow.souscription'))).toBe(customer.id);
  });
});
