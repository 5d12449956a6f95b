import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCardPayment } from '../../test/card-payment';
import type { TTestApp } from '../../test/test-app';
import {
  BROWSER_ACCEPT,
  paymentState,
  paymentTestApp,
  postForm,
  readForm,
  readyToPay,
} from '../payment/payment-test-kit';

let t: TTestApp;
let sent: Awaited<ReturnType<typeof paymentTestApp>>['sent'];
beforeAll(async () => {
  ({ t, sent } = await paymentTestApp());
});
afterAll(() => t.close());

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
const browserGet = (url: string) =>
  t.app.inject({
    method: 'GET',
    url: url.startsWith('http') ? new URL(url).pathname + new URL(url).search : url,
    headers: { accept: BROWSER_ACCEPT },
  });

/** Paid through the sandbox as a browser pays: the card page (its address kept, for Back), an approved card. */
async function paidThroughSandbox(language = 'fr') {
  const { customer, id } = await readyToPay(t);
  const { action, fields } = await startCardPayment(t, id, customer.headers, language);
  const cardPage = (await postForm(t, action, fields)).headers.location!;
  const card = readForm((await browserGet(cardPage)).body);
  const paid = await postForm(t, card.action, {
    ...card.fields,
    pan: '4000000000000010',
    expiryMonth: '12',
    expiryYear: nextYear,
    cvc: '000',
  });
  expect(paid.statusCode).toBe(200);
  expect((await paymentState(t, id)).subscription.statut).toBe('paid');
  return { customer, id, cardPage, card, okUrl: fields.okUrl! };
}

describe('Back after paying', () => {
  it('finds the gateway page saying the order is paid, with no card form, and the way on to the signature', async () => {
    const { cardPage, okUrl } = await paidThroughSandbox();
    const back = await browserGet(cardPage);
    expect(back.statusCode).toBe(200);
    expect(back.headers['cache-control']).toBe('no-store');
    expect(back.body).not.toContain('name="pan"');
    expect(back.body).not.toContain('<form');
    expect(back.body).toContain('<h1>Commande déjà payée</h1>');
    expect(back.body).toContain('rien ne sera débité une seconde fois');
    const link = back.body.match(/<a id="back" href="([^"]+)">Retourner sur le site du marchand<\/a>/)?.[1];
    expect(link?.replaceAll('&amp;', '&')).toBe(okUrl);
    const onward = await browserGet(okUrl);
    expect(onward.statusCode).toBe(303);
    expect(onward.headers.location).toBe('/souscriptions/signature');
  });

  it('says it in the order’s language', async () => {
    const { cardPage } = await paidThroughSandbox('ar');
    const back = await browserGet(cardPage);
    expect(back.body).toContain('<html lang="ar" dir="rtl">');
    expect(back.body).toContain('الطلب مدفوع مسبقًا');
  });

  it('takes no card for it from a card page left open in another tab: no callback, nothing charged', async () => {
    const { id, card } = await paidThroughSandbox('en');
    const callbacks = sent.length;
    const again = await postForm(t, card.action, {
      ...card.fields,
      pan: '4000000000000010',
      expiryMonth: '12',
      expiryYear: nextYear,
      cvc: '000',
    });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Order already paid');
    // Nor from a 3-D Secure step left open.
    const secure = await postForm(t, '/sandbox/cmi/fim/3ds', {
      order: card.fields.order!,
      card: '519163***4896',
      code: '123',
    });
    expect(secure.body).toContain('Order already paid');
    expect(sent.length).toBe(callbacks);
    expect((await paymentState(t, id)).attempts.map((attempt) => attempt.status)).toEqual(['approved']);
  });

  it('reads the card page again when the browser restores it from its back-forward cache', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/sandbox/cmi/recheck.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain("addEventListener('pageshow'");
    expect(script.body).toContain('e.persisted');
    expect(script.body).toContain('location.reload()');
  });

  it('sends the pay link of a paid subscription on to the signature even once expired, and opens no attempt', async () => {
    const { customer, id } = await paidThroughSandbox();
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/souscriptions/${id}/pay-link`,
      headers: customer.headers,
    });
    expect(link.statusCode).toBe(409);
    // Back to the merchant's pay page more than five minutes later: its link, the customer's own, expired.
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ purpose: 'payment', sub_id: id, lng: 'fr' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(decodeJwt(customer.token).sub!)
      .setIssuedAt(now - 600)
      .setExpirationTime(now - 300)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const page = await browserGet(`/api/v1/users/souscriptions/${id}/pay?token=${expired}`);
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/souscriptions/signature');
    expect((await paymentState(t, id)).attempts).toHaveLength(1);
  });
});
