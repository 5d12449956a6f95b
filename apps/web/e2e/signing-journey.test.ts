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
    await page.getByRole('button', { name: 'Payer par carte' }).click();
    await payOnSandbox(page, CARDS.approved);

    // The gateway brings the browser back; the status page waits for the confirmation if it is late,
    // then opens the signing page by itself, in place of its own entry in the history.
    await page.waitForURL('**/signer/**');
    signingLink = page.url();
    expect(signingLink).toMatch(/\/signer\/[0-9a-f-]{36}$/);
    expect(await overflowsHorizontally(page)).toBe(false);
    await headingOf(page, 'Signer votre contrat');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    // The code goes as the page opens (decision 027): nothing to tap to ask for it.
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

    // Opened again (a reload, a second tap on the SMS link): no new code, the SMS's one still signs.
    await page.reload();
    await page.getByText(/^Saisissez le code à 6 chiffres envoyé au/).waitFor();
    await page.getByLabel('Chiffre 1 du code').fill(code);
    await page.getByRole('button', { name: 'Signer' }).click();
    // The page turns into the confirmation, with both documents: no session is needed for it.
    await page.getByTestId('signing-signed').waitFor();
    expect(page.url()).toContain('/signer/');
    expect((await subscriptionOf(page.request, customer)).statut).toBe('signed');
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // The certificate opens in a new tab by the request's own link: a PDF. Its bytes are taken on the
    // way, since a browser without a viewer downloads a PDF rather than showing it.
    let certificate: { status: number; type: string; body: Buffer } | undefined;
    await context.route(/\/certificate$/, async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      certificate = { status: response.status(), type: response.headers()['content-type'] ?? '', body };
      await route.fulfill({ response, body });
    });
    await page.getByRole('link', { name: "Télécharger l'attestation (PDF)" }).click();
    await expect.poll(() => certificate?.status).toBe(200);
    expect(certificate!.type).toBe('application/pdf');
    expect(certificate!.body.subarray(0, 5).toString()).toBe('%PDF-');

    // Home is the customer's list, the contract just signed on it.
    await page.getByRole('link', { name: "Revenir à l'accueil" }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const { code_str } = await subscriptionOf(page.request, customer);
    await page.getByText(code_str).first().waitFor();

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

  it('on another phone, signed out: the link shows the confirmation with both documents, never a sign-in page', async () => {
    const { page } = await newPage();
    const demande = new URL(signingLink).pathname;
    await page.goto(demande);
    await page.getByTestId('signing-signed').waitFor();
    for (const name of ['Voir le contrat signé (PDF)', "Télécharger l'attestation (PDF)"]) {
      const href = await page.getByRole('link', { name }).getAttribute('href');
      const pdf = await page.request.get(href!);
      expect(pdf.status(), name).toBe(200);
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
    // The return address of links sent before (`/?demande=`) opens the same page, signed out.
    await page.goto(`/?demande=${demande.split('/').at(-1)}`);
    await page.waitForURL(`**${demande}`);
    await page.getByTestId('signing-signed').waitFor();

    // Signing in leads a customer with contracts home, to the list.
    await page.goto('/auth/signin');
    await page.getByLabel('Adresse e-mail').fill(customer.email);
    await page.getByLabel(/^Mot de passe\W*$/).fill(customer.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page
      .getByText((await subscriptionOf(page.request, customer)).code_str)
      .first()
      .waitFor();
  });
});
