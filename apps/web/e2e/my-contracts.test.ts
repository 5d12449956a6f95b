import { addDays, coverEndDate, formatDisplayDate, type TIsoDate } from '@bi/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAs, subscriptionThroughApi } from './api-customer';
import { baseUrl, openBrowser, overflowsHorizontally, seriousAccessibilityViolations } from './browser';
import { buttonsOf, cardOf, chooseInMenu, menuOf, pickDay } from './contract-cards';
import {
  customerReadyToPay,
  payThroughApi,
  signThroughApi,
  subscriptionOf,
  subscriptionReadyToPay,
  type TPayingCustomer,
} from './money-path';

let browser: Browser;
beforeAll(async () => {
  ({ browser } = await openBrowser());
});
afterAll(() => browser?.close());

/** The phone of the issue: 390 px wide. */
const phonePage = async (customer: TPayingCustomer) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl() });
  await openAs(context, customer);
  return { context, page: await context.newPage() };
};

const MONTH = { periode_Nbr: 1, periode_ParJour: false };

/** One customer's contracts, made through the API and the sandbox payment, as a customer makes them. */
async function customerWithContracts(page: Page) {
  const request = page.request;
  // The server's today (its clock may be moved), the day every card rule is judged on.
  const today = (await (await request.get('/api/v1/offre/tarifs')).json()).date as TIsoDate;
  const customer = await customerReadyToPay(request, { effectDate: addDays(today, 2) });
  const startedToday = await subscriptionReadyToPay(request, customer, { effectDate: today });
  await payThroughApi(request, customer, startedToday);
  await signThroughApi(request, customer, startedToday);
  const later = await subscriptionReadyToPay(request, customer, { effectDate: addDays(today, 5) });
  await payThroughApi(request, customer, later);
  const simulation = await subscriptionThroughApi(request, customer, { lastStep: 1 });
  const codeOf = async (id: string) => (await subscriptionOf(request, customer, id)).code_str;
  return {
    customer,
    today,
    codes: {
      confirmed: await codeOf(customer.id),
      signed: await codeOf(startedToday),
      paid: await codeOf(later),
      simulation: await codeOf(simulation),
    },
  };
}

describe('my contracts, on a phone', () => {
  it('shows each contract with what may be done, its detail and PDF; moves a date, cancels one, extends another up to payment and asks its termination', async () => {
    const setup = await browser.newPage({ baseURL: baseUrl() });
    const { customer, today, codes } = await customerWithContracts(setup);
    await setup.close();
    const { page, context } = await phonePage(customer);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Mes contrats' }).waitFor();
    await cardOf(page, codes.confirmed).waitFor();

    // Newest first; each card offers exactly what the rules allow on the server's today.
    expect(
      await page.getByTestId('contract-card').evaluateAll((cards) => cards.map((card) => card.dataset.code)),
    ).toEqual([codes.simulation, codes.paid, codes.signed, codes.confirmed]);
    const expected = {
      simulation: { status: 'Simulation', buttons: ['Continuer'], menu: [] },
      paid: { status: 'Payé, à signer', buttons: ['Continuer', 'Détail'], menu: ['Modifier', 'Annuler'] },
      signed: {
        status: 'Signé',
        buttons: ['Détail', 'Prolonger'],
        // Signed today and started today: within law 31-08's seven days, withdrawn from, not cancelled.
        menu: ['Prolonger', 'Résilier', 'Se rétracter'],
      },
      confirmed: { status: 'À payer', buttons: ['Continuer'], menu: ['Modifier', 'Annuler'] },
    };
    for (const [kind, { status, buttons, menu }] of Object.entries(expected)) {
      const card = cardOf(page, codes[kind as keyof typeof codes]);
      expect(await card.getByTestId('contract-status').textContent(), kind).toBe(status);
      expect(await buttonsOf(card), kind).toEqual(buttons);
      expect(await menuOf(page, card), kind).toEqual(menu);
    }
    expect(await cardOf(page, codes.signed).textContent()).toContain('GH-456-JK');
    // The header's profile menu is the same as on every other page.
    await page.getByTestId('profile-button').click();
    expect(await page.getByRole('menu').getByRole('menuitem').allTextContents()).toEqual([
      'Mon profil',
      'Mot de passe',
      'Se déconnecter',
    ]);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // The signed contract's detail, and its contract as a PDF.
    await cardOf(page, codes.signed).getByRole('button', { name: 'Détail' }).click();
    const detail = page.getByRole('dialog');
    expect(await detail.textContent()).toMatch(/GH-456-JK[\s\S]*Offre de base[\s\S]*Prime totale TTC/);
    expect(await detail.textContent()).toContain(customer.email);
    // The e-mail, longer than the phone is wide, wraps inside its cell.
    const content = detail.locator('.MuiDialogContent-root');
    expect(await content.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    let pdf: { type: string; body: Buffer } | undefined;
    await context.route(/\/souscriptions\/[^/]+\/pdf\?/, async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      pdf = { type: response.headers()['content-type'] ?? '', body };
      await route.fulfill({ response, body });
    });
    await detail.getByRole('button', { name: 'Télécharger le contrat (PDF)' }).click();
    await expect.poll(() => pdf?.type).toBe('application/pdf');
    expect(pdf!.body.subarray(0, 5).toString()).toBe('%PDF-');
    await detail.getByRole('button', { name: 'Fermer' }).click();
    await detail.waitFor({ state: 'detached' });
    // The phone's Back closes a dialog and leaves the customer on the list, where the card was.
    await cardOf(page, codes.signed).getByRole('button', { name: 'Détail' }).click();
    await detail.waitFor();
    await page.goBack();
    await detail.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await cardOf(page, codes.signed).isVisible()).toBe(true);

    // The paid contract starts a day later: the new end follows, the card shows both.
    const paidCard = cardOf(page, codes.paid);
    const moving = await chooseInMenu(page, paidCard, 'Modifier', "Date d'effet");
    const from = addDays(today, 5);
    const to = addDays(today, 6);
    await moving.getByLabel("Nouvelle date d'effet").click();
    await pickDay(page, to, from);
    const newEnd = coverEndDate(to, MONTH);
    expect(await moving.getByTestId('new-period').textContent()).toContain(formatDisplayDate(newEnd));
    await moving.getByRole('button', { name: 'Changer la date' }).click();
    await moving.waitFor({ state: 'detached' });
    await expect
      .poll(() => paidCard.getByTestId('contract-period').textContent())
      .toBe(`Du ${formatDisplayDate(to)} au ${formatDisplayDate(newEnd)}`);

    // The confirmed one is cancelled: nothing was paid, nothing is left to do with it.
    const confirmedCard = cardOf(page, codes.confirmed);
    const cancelling = await chooseInMenu(page, confirmedCard, 'Annuler');
    expect(await cancelling.textContent()).toContain('Aucun paiement');
    await cancelling.getByRole('button', { name: 'Annuler le contrat' }).click();
    await page.getByRole('alert').filter({ hasText: "Votre demande d'annulation est enregistrée" }).waitFor();
    expect(await confirmedCard.getByTestId('contract-status').textContent()).toBe('Annulée');
    expect(await buttonsOf(confirmedCard)).toEqual([]);

    // Continue takes each one up where spec §4 says: the paid one at its signature, the simulation at
    // the step after the last one saved.
    await paidCard.getByRole('button', { name: 'Continuer' }).click();
    await page.waitForURL('**/souscriptions/signature');
    await page.getByRole('link', { name: 'Signer maintenant' }).waitFor();
    // The cancellation's notice was about the list: it does not follow to this contract's signature.
    expect(await page.getByRole('alert').filter({ hasText: "Votre demande d'annulation" }).count()).toBe(0);
    await page.goto('/');
    await cardOf(page, codes.simulation).getByRole('button', { name: 'Continuer' }).click();
    await page.waitForURL('**/souscriptions/step2');
    await page.goto('/');

    // The signed one is extended: filled as it was, the same month from the day after its end, the
    // flow opens on the quote, and its documents being the contract's, Confirm leads to payment.
    await cardOf(page, codes.signed).getByRole('button', { name: 'Prolonger' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Prolonger' }).click();
    await page.waitForURL('**/souscriptions/step6');
    const oldEnd = coverEndDate(today, MONTH);
    await page.getByText(formatDisplayDate(addDays(oldEnd, 1)), { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await page.waitForURL('**/souscriptions/payment');
    await page.getByRole('button', { name: 'Payer par carte' }).waitFor();
    const extension = await subscriptionOf(
      page.request,
      customer,
      (await page.evaluate(() => localStorage.getItem('bi.flow.souscription')))!,
    );
    expect(extension).toMatchObject({
      statut: 'confirmed',
      ready_to_pay: true,
      periode_info: { date_effet: addDays(oldEnd, 1), periode: 'M1' },
    });

    // The signed one's termination is asked: the insurer's contact is given, the card says when it
    // was asked, and the menu no longer offers it.
    await page.goto('/');
    const signedCard = cardOf(page, codes.signed);
    const terminating = await chooseInMenu(page, signedCard, 'Résilier');
    expect(await terminating.textContent()).toContain("Vous pouvez aussi joindre l'assureur");
    // Its extension waits for payment: the customer is told before asking that it will be put on hold.
    const onHold = await terminating.getByTestId('pending-extension').textContent();
    expect(onHold?.replace(/\u2011/g, '-')).toContain(`La prolongation \u2066${extension.code_str}\u2069`);
    await terminating.getByRole('button', { name: 'Envoyer la demande' }).click();
    await page.getByRole('alert').filter({ hasText: 'Votre demande de résiliation est transmise' }).waitFor();
    // The date is isolated left to right (U+2066…U+2069), so that Arabic keeps it in order.
    expect(
      (await signedCard.getByTestId('termination-requested').textContent())?.replace(/[\u2066-\u2069]/g, ''),
    ).toBe(`Résiliation demandée le ${formatDisplayDate(today)}`);
    // Its termination asked, the contract is neither terminated again nor extended (the after-sale rule).
    expect(await menuOf(page, signedCard)).toEqual([]);
    // Its extension, still unpaid, is on hold rather than "to pay" once the list is read again, and says why.
    const extensionCard = cardOf(page, extension.code_str);
    await expect.poll(() => extensionCard.getByTestId('contract-status').textContent()).toBe('En attente');
    await extensionCard.getByTestId('extends-terminating').waitFor();

    // In Arabic, right to left, the cards fit the phone.
    await page.goto('/?lng=ar');
    await cardOf(page, codes.signed).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
