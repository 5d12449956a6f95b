import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { cmiHash } from '../../providers/payment/cmi-hash';
import { caller } from '../../test/api-calls';
import type { TTestApp } from '../../test/test-app';
import { gatewayCallback, postCallback, readAutoSubmitForm } from '../../test/card-payment';
import { BROWSER_ACCEPT, paymentState, paymentTestApp, postForm, readyToPay } from './payment-test-kit';

const browser = { accept: BROWSER_ACCEPT };
let t: TTestApp;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  ({ t } = await paymentTestApp());
  api = caller(t);
});
afterAll(() => t.close());

/** Pay link, then the payment page it opens, as the browser gets it. */
async function openPayment(id: string, headers: Record<string, string>, language = 'fr') {
  const link = await api.post(`/users/souscriptions/${id}/pay-link`, {}, { headers, language });
  expect(link.statusCode, link.body).toBe(200);
  const page = await t.app.inject({ method: 'GET', url: link.json().url, headers: browser });
  expect(page.statusCode, page.body).toBe(200);
  return { page, ...readAutoSubmitForm(page.body) };
}

const FIELD_NAMES = [
  'clientid',
  'oid',
  'amount',
  'currency',
  'okUrl',
  'failUrl',
  'shopurl',
  'CallbackURL',
  'email',
  'BillToName',
  'tel',
  'storetype',
  'trantype',
  'rnd',
  'lang',
  'hashAlgorithm',
  'encoding',
  'HASH',
];

describe('POST /users/souscriptions/{id}/pay-link', () => {
  it('answers a five-minute link to the payment page of a subscription ready to pay', async () => {
    const { customer, id } = await readyToPay(t);
    const link = await api.post(`/users/souscriptions/${id}/pay-link`, {}, { headers: customer.headers });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json().expires_in).toBe(300);
    expect(link.json().url).toMatch(new RegExp(`^/api/v1/users/souscriptions/${id}/pay\\?token=[\\w.-]+$`));
  });

  it("refuses anonymous callers, another customer's subscription and one not ready to pay", async () => {
    const { id, fixture } = await readyToPay(t);
    expect((await api.post(`/users/souscriptions/${id}/pay-link`, {})).statusCode).toBe(401);
    const other = await fixture.newSubscription();
    const stolen = await api.post(
      `/users/souscriptions/${id}/pay-link`,
      {},
      { headers: other.customer.headers },
    );
    expect(stolen.statusCode).toBe(404);
    // Confirmed, but the documents of step 7 are missing.
    await fixture.completeSteps(other.id, other.customer.headers, 6);
    const early = await api.post(
      `/users/souscriptions/${other.id}/pay-link`,
      {},
      { headers: other.customer.headers },
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Le devis doit être confirmé et les documents envoyés avant le paiement.',
    );
  });
});

describe('GET /users/souscriptions/{id}/pay', () => {
  it('opens an attempt and answers the signed CMI form, posted to the gateway by a same-origin script', async () => {
    const { customer, id } = await readyToPay(t);
    const quote = (await api.get(`/users/souscriptions/${id}`, { headers: customer.headers })).json();
    const { page, action, fields } = await openPayment(id, customer.headers);

    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toContain('no-store');
    expect(action).toBe(t.config.payment.gatewayUrl);
    expect(Object.keys(fields).sort()).toEqual([...FIELD_NAMES].sort());
    const base = t.config.publicUrl;
    expect(fields).toMatchObject({
      clientid: t.config.payment.clientId,
      amount: quote.simulation_result.primeTotal.toFixed(2),
      currency: '504',
      okUrl: `${base}/api/v1/payment/cmi/ok`,
      failUrl: `${base}/api/v1/payment/cmi/fail`,
      shopurl: `${base}/`,
      CallbackURL: `${base}/api/v1/payment/cmi/callback`,
      email: customer.email,
      BillToName: 'Amina Benali',
      tel: customer.phone.phone,
      storetype: '3D_PAY_HOSTING',
      trantype: 'PreAuth',
      lang: 'fr',
      hashAlgorithm: 'ver3',
      encoding: 'UTF-8',
    });
    expect(fields.amount).toMatch(/^\d+\.\d{2}$/);
    expect(fields.rnd).toMatch(/^[0-9a-f]{20}$/);
    const { HASH, ...signed } = fields;
    expect(HASH).toBe(cmiHash(signed, t.config.payment.storeKey));

    // The attempt is a row of its own, for the amount of the stored quote.
    const [attempt] = await t.handle.db.select().from(payments).where(eq(payments.orderId, fields.oid!));
    expect(attempt).toMatchObject({
      subscriptionId: id,
      status: 'pending',
      amountCentimes: Math.round(quote.simulation_result.primeTotal * 100),
      currency: '504',
      language: 'fr',
    });

    // No inline script (CSP script-src 'self'): one script file of this origin submits the form.
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`form-action 'self' ${new URL(t.config.payment.gatewayUrl).origin}`);
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]![1]).toContain('src="/api/v1/payment/auto-submit.js"');
    expect(scripts[0]![2]).toBe('');
    const script = await t.app.inject({ method: 'GET', url: '/api/v1/payment/auto-submit.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain("getElementById('auto-submit')");
    expect(page.body).toContain('id="auto-submit"');
    expect(page.body).toContain('<button type="submit"');
  });

  it('opens a new order once the gateway answered the last one, in the language the app asked the link in', async () => {
    const { customer, id } = await readyToPay(t);
    const code = (await api.get(`/users/souscriptions/${id}`, { headers: customer.headers })).json().code_str;
    const first = await openPayment(id, customer.headers);
    expect((await postCallback(t, gatewayCallback(t, first.fields, { approved: false }))).text).toBe(
      'APPROVED',
    );
    const second = await openPayment(id, customer.headers, 'ar');
    expect([first.fields.oid, second.fields.oid]).toEqual([`${code}-P1`, `${code}-P2`]);
    expect(second.fields.lang).toBe('ar');
    expect(second.page.body).toContain('<html lang="ar" dir="rtl">');
    expect(second.page.body).toContain('متابعة إلى الدفع');
    // A reload in English posts the waiting order again, its receipt now to be written in English.
    const third = await openPayment(id, customer.headers, 'en');
    expect(third.fields).toMatchObject({ oid: second.fields.oid, lang: 'en' });
    const { attempts } = await paymentState(t, id);
    expect(attempts.map((attempt) => [attempt.orderId, attempt.status, attempt.language])).toEqual([
      [first.fields.oid, 'refused', 'fr'],
      [second.fields.oid, 'pending', 'en'],
    ]);
  });

  it('refuses a forged, expired or borrowed token with a readable page, and opens no attempt', async () => {
    const { customer, id } = await readyToPay(t);
    const other = await readyToPay(t);
    const link = (
      await api.post(`/users/souscriptions/${id}/pay-link`, {}, { headers: customer.headers })
    ).json().url as string;
    const token = new URL(link, 'http://x').searchParams.get('token')!;
    // The customer's own, expired: for a subscription still unpaid, it only says it expired.
    const expired = await new SignJWT({ purpose: 'payment', sub_id: id, lng: 'fr' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(decodeJwt(token).sub!)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 300)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const pdfToken = await new SignJWT({ purpose: 'contract_pdf', sub_id: id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('someone')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    for (const url of [
      `/api/v1/users/souscriptions/${id}/pay`,
      `/api/v1/users/souscriptions/${id}/pay?token=not-a-token`,
      `/api/v1/users/souscriptions/${id}/pay?token=${expired}`,
      `/api/v1/users/souscriptions/${id}/pay?token=${pdfToken}`,
      `/api/v1/users/souscriptions/${other.id}/pay?token=${token}`,
    ]) {
      const page = await t.app.inject({ method: 'GET', url, headers: browser });
      expect(page.statusCode, url).toBe(401);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('Ce lien de paiement a expiré ou n&#39;est pas valide');
      expect(page.body).toContain('href="/souscriptions/payment"');
    }
    // A client that does not ask for HTML gets the API's answer.
    const json = await t.app.inject({ method: 'GET', url: `/api/v1/users/souscriptions/${id}/pay?token=x` });
    expect(json.statusCode).toBe(401);
    expect(json.json().message).toMatch(/^Ce lien de paiement a expiré/);
    expect((await paymentState(t, id)).attempts).toEqual([]);
    expect((await paymentState(t, other.id)).attempts).toEqual([]);
  });

  it('re-checks that the subscription is ready to pay when the link is opened', async () => {
    const { customer, id, fixture } = await readyToPay(t);
    const link = (
      await api.post(`/users/souscriptions/${id}/pay-link`, {}, { headers: customer.headers })
    ).json().url as string;
    // The cover changed meanwhile: the quote is reopened and must be confirmed again.
    const reopened = await fixture.step(id, 5, fixture.bodies()[5], customer.headers);
    expect(reopened.statusCode, reopened.body).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: link, headers: browser });
    expect(page.statusCode).toBe(409);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Le devis doit être confirmé et les documents envoyés avant le paiement.');
    expect((await paymentState(t, id)).attempts).toEqual([]);
  });

  it('sends a subscription already paid on to the signature page', async () => {
    const { customer, id } = await readyToPay(t);
    const link = (
      await api.post(`/users/souscriptions/${id}/pay-link`, {}, { headers: customer.headers })
    ).json().url as string;
    const { fields } = await openPayment(id, customer.headers);
    expect((await postCallback(t, gatewayCallback(t, fields, { approved: true }))).text).toBe(
      'ACTION=POSTAUTH',
    );

    const page = await t.app.inject({ method: 'GET', url: link, headers: browser });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/souscriptions/signature');
    const again = await api.post(`/users/souscriptions/${id}/pay-link`, {}, { headers: customer.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Cette souscription est déjà payée : passez à la signature du contrat.',
    );
    expect((await paymentState(t, id)).attempts).toHaveLength(1);
  });
});

describe('the browser returns (okUrl, failUrl)', () => {
  it('only lead to the app: a posted "approval" changes nothing', async () => {
    const { customer, id } = await readyToPay(t);
    const { fields } = await openPayment(id, customer.headers);
    const returned = gatewayCallback(t, fields, { approved: true });
    const ok = await postForm(t, fields.okUrl!, returned);
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/souscriptions/signature');
    const fail = await postForm(t, fields.failUrl!, returned);
    expect(fail.statusCode).toBe(303);
    expect(fail.headers.location).toBe('/souscriptions/paiement-refuse');

    const state = await paymentState(t, id);
    expect(state.subscription.statut).toBe('confirmed');
    expect(state.attempts.map((attempt) => attempt.status)).toEqual(['pending']);
    expect(state.callbacks).toEqual([]);
  });
});
