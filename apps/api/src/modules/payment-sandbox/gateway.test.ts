import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cmiHash, isCmiHashValid } from '../../providers/payment/cmi-hash';
import { createTestApp, type TTestApp } from '../../test/test-app';

/**
 * The sandbox gateway on its own, as CMI's test gate meets any merchant: the merchant's form is signed
 * here with cmiHash, and the server-to-server callback goes to a scripted merchant that keeps what it
 * receives and answers as told. (sandbox.test.ts runs the same gateway against our payment module.)
 */

type TCallback = { url: string; fields: Record<string, string> };
let t: TTestApp;
const received: TCallback[] = [];
/** What the merchant answers the callback, or the error its delivery fails with. */
let merchantAnswer: string | Error;

beforeAll(async () => {
  t = await createTestApp({
    providers: {
      cmiCallback: async (url, fields) => {
        received.push({ url, fields });
        if (merchantAnswer instanceof Error) throw merchantAnswer;
        return merchantAnswer;
      },
    },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  received.length = 0;
  merchantAnswer = 'ACTION=POSTAUTH';
});

const GATE = '/sandbox/cmi/fim/est3Dgate';
const MERCHANT = 'https://merchant.example';
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

/** The form a merchant's page auto-posts to the gateway (facts.md), signed with the store key. */
function merchantForm(lang = 'fr', overrides: Record<string, string> = {}) {
  const fields = {
    clientid: t.config.payment.clientId,
    oid: `SBX-${randomUUID()}`,
    amount: '497.91',
    currency: '504',
    okUrl: `${MERCHANT}/ok`,
    failUrl: `${MERCHANT}/fail`,
    shopurl: `${MERCHANT}/`,
    CallbackURL: `${MERCHANT}/callback`,
    email: 'karim@example.com',
    BillToName: 'Karim El|Idrissi',
    tel: '0612345678',
    storetype: '3D_PAY_HOSTING',
    trantype: 'PreAuth',
    rnd: randomUUID(),
    lang,
    hashAlgorithm: 'ver3',
    encoding: 'UTF-8',
    ...overrides,
  };
  return { ...fields, HASH: cmiHash(fields, t.config.payment.storeKey) };
}

/** A browser posting a form. */
const post = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: new URLSearchParams(fields).toString(),
  });

/** The merchant's form posted to the gate, and the card page it redirects to (303, read by GET). */
async function gatePage(form: Record<string, string>) {
  const posted = await post(GATE, form);
  if (posted.statusCode !== 303) return posted;
  expect(posted.headers.location).toMatch(/^\/sandbox\/cmi\/fim\/card\?order=/);
  return t.app.inject({ method: 'GET', url: posted.headers.location!, headers: { accept: 'text/html' } });
}

const unescape = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** A page's form: where it posts and its named inputs. */
function formOf(html: string) {
  const form = html.match(/<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/);
  expect(form, html).not.toBeNull();
  const fields: Record<string, string> = {};
  for (const [, attributes] of form![2]!.matchAll(/<input([^>]*)>/g)) {
    const name = attributes!.match(/name="([^"]*)"/)?.[1];
    if (name) fields[unescape(name)] = unescape(attributes!.match(/value="([^"]*)"/)?.[1] ?? '');
  }
  return { action: unescape(form![1]!), fields };
}

/** The merchant's form posted, then a card typed on the card page. */
async function payWith(
  pan: string,
  entry: { month?: string; year?: string; form?: Record<string, string> } = {},
) {
  const form = entry.form ?? merchantForm();
  const card = formOf((await gatePage(form)).body);
  const reply = await post(card.action, {
    ...card.fields,
    pan,
    expiryMonth: entry.month ?? '12',
    expiryYear: entry.year ?? nextYear,
    cvc: '000',
  });
  return { form, reply };
}

/** The gateway's answer as the merchant got it on CallbackURL. */
function expectSignedCallback(form: Record<string, string>): Record<string, string> {
  expect(received).toHaveLength(1);
  const [{ url, fields }] = received as [TCallback];
  expect(url).toBe(form.CallbackURL);
  const { HASH: _merchantHash, ...merchantFields } = form;
  expect(fields).toMatchObject(merchantFields);
  expect(fields.HASH).not.toBe(form.HASH);
  expect(isCmiHashValid(fields, t.config.payment.storeKey)).toBe(true);
  return fields;
}

describe('the sandbox gateway, facing any merchant', () => {
  it('answers a signed form with its card page, in French', async () => {
    const form = merchantForm('fr');
    const page = await gatePage(form);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr" dir="ltr">');
    expect(page.body).toMatch(/497,91\s+MAD/);
    expect(page.body).toContain(form.oid);
    expect(page.body).toContain(form.clientid);
    expect(page.body).toContain('<label for="f-pan">Numéro de carte</label>');
    expect(page.body).toMatch(/<input id="f-pan"[^>]*inputmode="numeric" autocomplete="cc-number"/);
    expect(page.body).toMatch(/<input id="f-cardholder"[^>]*autocomplete="cc-name"/);
    expect(page.body).toMatch(/<button id="pay" type="submit">Payer 497,91\s+MAD<\/button>/);
    expect(formOf(page.body).action).toBe('/sandbox/cmi/fim/pay');
    expect(received).toEqual([]);
  });

  it('speaks Arabic right to left when the form asks for it', async () => {
    const page = await gatePage(merchantForm('ar'));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('<label for="f-pan">رقم البطاقة</label>');
  });

  it('isolates "3-D Secure" in Arabic, so that right to left it does not read "Secure 3-D" (decision 038)', async () => {
    const isolated = '\u20663-D Secure\u2069';
    const everyOneIsolated = (html: string) =>
      expect(html.split('3-D Secure').length).toBe(html.split(isolated).length);
    const card = await gatePage(merchantForm('ar'));
    expect(card.body).toContain(`مع ${isolated} (الرمز 123)`);
    everyOneIsolated(card.body);
    const { reply } = await payWith('5191630100004896', { form: merchantForm('ar') });
    expect(reply.body).toContain(`مصادقة ${isolated}`);
    everyOneIsolated(reply.body);
  });

  it('refuses a forged or foreign form with an error page and calls no one', async () => {
    const genuine = merchantForm();
    const forged = [
      { ...genuine, amount: '1.00' },
      { ...genuine, HASH: cmiHash(genuine, 'not the store key') },
      merchantForm('fr', { clientid: '600000999' }),
    ];
    for (const form of forged) {
      const refused = await post(GATE, form);
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['content-type']).toMatch(/^text\/html/);
      expect(refused.body).toContain('sa signature (HASH) n’est pas valide');
      expect(refused.body).not.toContain('<form');
    }
    expect(received).toEqual([]);
  });

  it('approves the Visa test card: a signed callback, then the browser to okUrl on ACTION=POSTAUTH', async () => {
    const { form, reply } = await payWith('4000 0000 0000 0010');
    expect(reply.statusCode).toBe(200);
    const fields = expectSignedCallback(form);
    expect(fields).toMatchObject({
      ProcReturnCode: '00',
      Response: 'Approved',
      mdStatus: '1',
      maskedCreditCard: '400000***0010',
    });
    expect(fields.AuthCode).toMatch(/^\d{6}$/);
    expect(fields.TransId).toMatch(/^\w+$/);
    expect(fields['EXTRA.TRXDATE']).toMatch(/^\d{8} \d{2}:\d{2}:\d{2}$/);
    expect(fields.ErrMsg).toBeUndefined();
    // The browser posts the very same answer to the merchant.
    expect(formOf(reply.body)).toEqual({ action: form.okUrl, fields });
    expect(reply.body).toContain('Paiement accepté.');
  });

  it('gives each transaction its own TransId', async () => {
    await payWith('5453010000066100');
    await payWith('5453010000066100');
    const [first, second] = received.map((callback) => callback.fields);
    expect(first!.TransId).not.toBe(second!.TransId);
  });

  it('sends the browser to failUrl when the merchant answers FAILURE to an approval', async () => {
    merchantAnswer = 'FAILURE';
    const { form, reply } = await payWith('5453010000066100');
    const fields = expectSignedCallback(form);
    expect(fields.ProcReturnCode).toBe('00');
    expect(formOf(reply.body)).toEqual({ action: form.failUrl, fields });
  });

  it('declines any other card: 05 on the callback, failUrl for the browser', async () => {
    merchantAnswer = 'APPROVED';
    const { form, reply } = await payWith('4111111111111111');
    const fields = expectSignedCallback(form);
    expect(fields).toMatchObject({ ProcReturnCode: '05', Response: 'Declined', AuthCode: '' });
    expect(fields.ErrMsg).not.toBe('');
    expect(formOf(reply.body)).toEqual({ action: form.failUrl, fields });
  });

  it('asks the 3-D Secure code first: 123 approves, another code refuses with mdStatus 0', async () => {
    for (const [code, expected, returnUrl] of [
      ['123', { ProcReturnCode: '00', Response: 'Approved', mdStatus: '1' }, 'okUrl'],
      ['000', { ProcReturnCode: '99', Response: 'Error', mdStatus: '0' }, 'failUrl'],
    ] as const) {
      received.length = 0;
      const { form, reply } = await payWith('5191630100004896');
      expect(reply.body).toContain('Authentification 3-D Secure');
      expect(reply.body).toContain('519163***4896');
      expect(received).toEqual([]);
      const secure = formOf(reply.body);
      expect(secure.action).toBe('/sandbox/cmi/fim/3ds');
      const done = await post(secure.action, { ...secure.fields, code });
      const fields = expectSignedCallback(form);
      expect(fields).toMatchObject({ ...expected, maskedCreditCard: '519163***4896' });
      expect(formOf(done.body)).toEqual({ action: form[returnUrl], fields });
    }
  });

  it('shows the card page again for an expired or malformed card, and calls no one', async () => {
    const expired = await payWith('4000000000000010', { month: '01', year: '20' });
    expect(expired.reply.statusCode).toBe(422);
    expect(expired.reply.body).toContain('Cette date d’expiration n’est pas valide ou est passée.');
    expect(formOf(expired.reply.body).action).toBe('/sandbox/cmi/fim/pay');
    const malformed = await payWith('4000 0000 0000 001');
    expect(malformed.reply.statusCode).toBe(422);
    expect(malformed.reply.body).toContain('Ce numéro de carte n’est pas valide.');
    expect(received).toEqual([]);
  });

  it('refuses an order changed between its own pages', async () => {
    const card = formOf((await gatePage(merchantForm())).body);
    const carried = JSON.parse(Buffer.from(card.fields.order!, 'base64url').toString('utf8'));
    const changed = Buffer.from(JSON.stringify({ ...carried, amount: '1.00' })).toString('base64url');
    const reply = await post(card.action, {
      ...card.fields,
      order: changed,
      pan: '4000000000000010',
      expiryMonth: '12',
      expiryYear: nextYear,
      cvc: '000',
    });
    expect(reply.statusCode).toBe(400);
    expect(received).toEqual([]);
  });

  it('returns the browser to failUrl, saying why, when the callback cannot be delivered', async () => {
    merchantAnswer = new Error('connect ECONNREFUSED');
    const { form, reply } = await payWith('4000000000000010');
    expect(received).toHaveLength(1);
    const back = formOf(reply.body);
    expect(back.action).toBe(form.failUrl);
    expect(back.fields.ErrMsg).toBe('Merchant callback could not be delivered');
    expect(isCmiHashValid(back.fields, t.config.payment.storeKey)).toBe(true);
    expect(reply.body).toContain('Le marchand n’a pas confirmé la commande');
  });
});
