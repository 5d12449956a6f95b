import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCmiHashValid } from '../../providers/payment/cmi-hash';
import { startCardPayment, readAutoSubmitForm } from '../../test/card-payment';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { paymentState, paymentTestApp, postForm, readForm, readyToPay } from '../payment/payment-test-kit';

let t: TTestApp;
let sent: Awaited<ReturnType<typeof paymentTestApp>>['sent'];

beforeAll(async () => {
  ({ t, sent } = await paymentTestApp());
});
afterAll(() => t.close());

const CARDS = {
  visa: '4000000000000010',
  mastercard: '5453010000066100',
  threeDSecure: '5191630100004896',
  other: '4111111111111111',
};
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

/** The merchant's page posts its form to the sandbox, which answers the card page. */
async function cardPageOf(id: string, headers: Record<string, string>, language = 'fr') {
  const { action, fields } = await startCardPayment(t, id, headers, language);
  expect(action).toBe(`${t.config.publicUrl}/sandbox/cmi/fim/est3Dgate`);
  const posted = await postForm(t, action, fields);
  // Post, redirect, get: Back after paying finds a page read by GET, not a form to post again.
  expect(posted.statusCode).toBe(303);
  const page = await t.app.inject({
    method: 'GET',
    url: posted.headers.location!,
    headers: { accept: 'text/html' },
  });
  return { merchantForm: fields, page };
}

/** Types a card on the page and submits it. */
function submitCard(html: string, pan: string, entry: { month?: string; year?: string; cvc?: string } = {}) {
  const { action, fields } = readForm(html);
  return postForm(t, action, {
    ...fields,
    pan,
    expiryMonth: entry.month ?? '12',
    expiryYear: entry.year ?? nextYear,
    cvc: entry.cvc ?? '000',
  });
}

/** The browser's way back from the gateway: the page that posts itself to okUrl or failUrl, followed. */
async function returnTo(html: string) {
  const { action, fields } = readAutoSubmitForm(html);
  const reply = await postForm(t, action, fields);
  return { action, fields, location: reply.headers.location, status: reply.statusCode };
}

describe('the sandbox gateway', () => {
  it.each([
    ['Visa', CARDS.visa, '400000***0010'],
    ['MasterCard', CARDS.mastercard, '545301***6100'],
  ])('takes the %s test card: signed callback, paid, back on okUrl', async (_brand, card, masked) => {
    const { customer, id } = await readyToPay(t);
    const { merchantForm, page } = await cardPageOf(id, customer.headers);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr" dir="ltr">');

    const done = await submitCard(page.body, card.replace(/(\d{4})/g, '$1 ').trim());
    expect(done.statusCode).toBe(200);
    const callback = sent.at(-1)!;
    expect(callback.url).toBe(merchantForm.CallbackURL);
    expect(callback.answer).toBe('ACTION=POSTAUTH');
    expect(callback.fields).toMatchObject({
      oid: merchantForm.oid,
      amount: merchantForm.amount,
      ProcReturnCode: '00',
      Response: 'Approved',
      mdStatus: '1',
      maskedCreditCard: masked,
    });
    expect(callback.fields.AuthCode).toMatch(/^\d{6}$/);
    expect(callback.fields.HASH).not.toBe(merchantForm.HASH);
    expect(isCmiHashValid(callback.fields, t.config.payment.storeKey)).toBe(true);

    const back = await returnTo(done.body);
    expect(back.action).toBe(merchantForm.okUrl);
    expect(back).toMatchObject({ status: 303, location: '/souscriptions/signature' });
    const state = await paymentState(t, id);
    expect(state.subscription.statut).toBe('paid');
    expect(state.subscription.paymentInfo).toMatchObject({
      transaction_id: callback.fields.TransId,
      authorisation_code: callback.fields.AuthCode,
    });
    expect(state.messages.map((message) => message.template)).toEqual(
      expect.arrayContaining(['payment_receipt', 'signature_invitation', 'signature_invitation_sms']),
    );
  });

  it('declines any other card: acknowledged refusal, still payable, back on failUrl', async () => {
    const { customer, id } = await readyToPay(t);
    const { merchantForm, page } = await cardPageOf(id, customer.headers);
    const done = await submitCard(page.body, CARDS.other);
    expect(sent.at(-1)).toMatchObject({
      answer: 'APPROVED',
      fields: { oid: merchantForm.oid, ProcReturnCode: '05', Response: 'Declined' },
    });
    const back = await returnTo(done.body);
    expect(back.action).toBe(merchantForm.failUrl);
    expect(back).toMatchObject({ status: 303, location: '/souscriptions/paiement-refuse' });
    const state = await paymentState(t, id);
    expect(state.subscription.statut).toBe('confirmed');
    expect(state.attempts.map((attempt) => attempt.status)).toEqual(['refused']);
    expect(state.messages).toEqual([]);
  });

  it('asks the 3-D Secure code for the card that needs it: a wrong code refuses, 123 approves', async () => {
    const { customer, id } = await readyToPay(t);
    const first = await cardPageOf(id, customer.headers);
    const secure = await submitCard(first.page.body, CARDS.threeDSecure);
    expect(secure.statusCode).toBe(200);
    expect(secure.body).toContain('Authentification 3-D Secure');
    expect(secure.body).toMatch(/<label for="f-code">[^<]+<\/label><input[^>]*autocomplete="one-time-code"/);
    const callsBefore = sent.length;
    expect(callsBefore).toBeGreaterThan(0);

    const { action, fields } = readForm(secure.body);
    const wrong = await postForm(t, action, { ...fields, code: '000' });
    expect(sent).toHaveLength(callsBefore + 1);
    expect(sent.at(-1)).toMatchObject({
      answer: 'APPROVED',
      fields: { oid: first.merchantForm.oid, mdStatus: '0', Response: 'Error', ProcReturnCode: '99' },
    });
    expect((await returnTo(wrong.body)).location).toBe('/souscriptions/paiement-refuse');
    expect((await paymentState(t, id)).subscription.statut).toBe('confirmed');

    // The customer tries again from the app: a new attempt, the right code this time.
    const second = await cardPageOf(id, customer.headers);
    expect(second.merchantForm.oid).not.toBe(first.merchantForm.oid);
    const secureAgain = await submitCard(second.page.body, CARDS.threeDSecure);
    const again = readForm(secureAgain.body);
    const right = await postForm(t, again.action, { ...again.fields, code: '123' });
    expect(sent.at(-1)).toMatchObject({
      answer: 'ACTION=POSTAUTH',
      fields: { oid: second.merchantForm.oid, ProcReturnCode: '00', mdStatus: '1' },
    });
    expect((await returnTo(right.body)).location).toBe('/souscriptions/signature');
    const state = await paymentState(t, id);
    expect(state.subscription.statut).toBe('paid');
    expect(state.attempts.map((attempt) => attempt.status)).toEqual(['refused', 'approved']);
  });

  it('refuses a form it cannot trust, and calls no one', async () => {
    const { customer, id } = await readyToPay(t);
    const { merchantForm, page } = await cardPageOf(id, customer.headers);
    const callsBefore = sent.length;
    const gate = '/sandbox/cmi/fim/est3Dgate';
    const untrusted: Record<string, string>[] = [
      { ...merchantForm, amount: '1.00' },
      { ...merchantForm, clientid: '600000999' },
      { ...merchantForm, HASH: '' },
      { oid: merchantForm.oid! },
    ];
    for (const form of untrusted) {
      const refused = await postForm(t, gate, form);
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['content-type']).toMatch(/^text\/html/);
      expect(refused.body).toContain('Demande de paiement refusée');
    }
    // The order carried between the gateway's own pages is checked again: a changed amount is refused.
    const { action, fields } = readForm(page.body);
    const carried = JSON.parse(Buffer.from(fields.order!, 'base64url').toString('utf8'));
    const tampered = Buffer.from(JSON.stringify({ ...carried, amount: '1.00' })).toString('base64url');
    const changed = await postForm(t, action, { ...fields, order: tampered, pan: CARDS.visa });
    expect(changed.statusCode).toBe(400);
    const asApi = await t.app.inject({
      method: 'POST',
      url: gate,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...merchantForm, amount: '1.00' }).toString(),
    });
    expect(asApi.statusCode).toBe(400);
    expect(asApi.json().message).toMatch(/signature \(HASH\)/);
    expect(sent).toHaveLength(callsBefore);
    expect((await paymentState(t, id)).subscription.statut).toBe('confirmed');
  });

  it('says what is wrong with a mistyped card, keeps the order, and charges nothing', async () => {
    const { customer, id } = await readyToPay(t);
    const { page } = await cardPageOf(id, customer.headers);
    const callsBefore = sent.length;
    const mistyped = await submitCard(page.body, '4000000000000011', { month: '13', cvc: 'ab' });
    expect(mistyped.statusCode).toBe(422);
    expect(mistyped.body).toContain('role="alert"');
    expect(mistyped.body).toContain('Ce numéro de carte n’est pas valide.');
    expect(mistyped.body).toContain('Cette date d’expiration n’est pas valide ou est passée.');
    expect(mistyped.body).toContain('Le cryptogramme a 3 ou 4 chiffres.');
    expect(mistyped.body).toMatch(/id="f-pan"[^>]*value="4000000000000011"[^>]*aria-invalid="true"/);
    const past = await submitCard(page.body, CARDS.visa, { month: '01', year: '20' });
    expect(past.statusCode).toBe(422);
    expect(sent).toHaveLength(callsBefore);
    // The same page still pays.
    const paid = await submitCard(mistyped.body, CARDS.visa);
    expect((await returnTo(paid.body)).location).toBe('/souscriptions/signature');
  });

  it('speaks the form’s language, right to left in Arabic, with labelled fields a phone fills in', async () => {
    const { customer, id } = await readyToPay(t);
    const arabic = (await cardPageOf(id, customer.headers, 'ar')).page.body;
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('رقم البطاقة');
    const english = (await cardPageOf(id, customer.headers, 'en')).page;
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    for (const [name, label, autocomplete] of [
      ['pan', 'Card number', 'cc-number'],
      ['expiryMonth', 'Expiry month (MM)', 'cc-exp-month'],
      ['expiryYear', 'Expiry year (YY)', 'cc-exp-year'],
      ['cvc', 'Security code (CVC)', 'cc-csc'],
    ]) {
      expect(english.body).toContain(`<label for="f-${name}">${label}</label>`);
      expect(english.body).toMatch(
        new RegExp(`<input[^>]*id="f-${name}"[^>]*inputmode="numeric" autocomplete="${autocomplete}"`),
      );
    }
    expect(english.body).toContain('name="viewport" content="width=device-width,initial-scale=1"');
    // Its style sheet is its own, from this origin; so is its one script, which only reads the page
    // again when Back restores it from the browser's cache (the card form needs no script).
    expect(english.body).toContain('<link rel="stylesheet" href="/sandbox/cmi/sandbox.css">');
    expect([...english.body.matchAll(/<script[^>]*>/g)].map(([tag]) => tag)).toEqual([
      '<script src="/sandbox/cmi/recheck.js" defer>',
    ]);
    const css = await t.app.inject({ method: 'GET', url: '/sandbox/cmi/sandbox.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(english.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('a merchant the gateway cannot reach', () => {
  it('sends the browser to failUrl after an approval that was never confirmed', async () => {
    const down = await createTestApp({
      providers: {
        cmiCallback: async () => {
          throw new Error('connect ECONNREFUSED');
        },
      },
    });
    try {
      const { customer, id } = await readyToPay(down);
      const { action, fields } = await startCardPayment(down, id, customer.headers);
      const gate = await postForm(down, action, fields);
      const page = await down.app.inject({ method: 'GET', url: gate.headers.location! });
      const card = readForm(page.body);
      const done = await postForm(down, card.action, {
        ...card.fields,
        pan: CARDS.visa,
        expiryMonth: '12',
        expiryYear: nextYear,
        cvc: '000',
      });
      expect(readAutoSubmitForm(done.body).action).toBe(fields.failUrl);
      expect(done.body).toContain('Le marchand n’a pas confirmé la commande');
      expect((await paymentState(down, id)).subscription.statut).toBe('confirmed');
    } finally {
      await down.close();
    }
  });
});
