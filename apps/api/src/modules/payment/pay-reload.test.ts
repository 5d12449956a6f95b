import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmiHash } from '../../providers/payment/cmi-hash';
import { caller } from '../../test/api-calls';
import { gatewayCallback, postCallback, readAutoSubmitForm } from '../../test/card-payment';
import type { TTestApp } from '../../test/test-app';
import { BROWSER_ACCEPT, paymentState, paymentTestApp, readyToPay } from './payment-test-kit';

const browser = { accept: BROWSER_ACCEPT };
let t: TTestApp;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  ({ t } = await paymentTestApp());
  api = caller(t);
});
afterAll(() => t.close());

/** Pay link, then the payment page it opens: the form the browser posts to the gateway. */
async function openPayment(id: string, headers: Record<string, string>) {
  const link = await api.post(`/users/souscriptions/${id}/pay-link`, {}, { headers });
  expect(link.statusCode, link.body).toBe(200);
  const page = await t.app.inject({ method: 'GET', url: link.json().url, headers: browser });
  expect(page.statusCode, page.body).toBe(200);
  return readAutoSubmitForm(page.body);
}

/** Reloads of the payment page post the order still waiting for the gateway, instead of a new one each. */
describe('GET /users/souscriptions/{id}/pay, reloaded', () => {
  it('reuses the attempt a reload finds still waiting for the gateway: three loads, one order', async () => {
    const { customer, id } = await readyToPay(t);
    const link = (
      await api.post(`/users/souscriptions/${id}/pay-link`, {}, { headers: customer.headers })
    ).json().url as string;
    const forms = [];
    for (let load = 0; load < 3; load += 1) {
      const page = await t.app.inject({ method: 'GET', url: link, headers: browser });
      expect(page.statusCode, page.body).toBe(200);
      forms.push(readAutoSubmitForm(page.body).fields);
    }
    const { attempts, audits } = await paymentState(t, id);
    expect(attempts).toHaveLength(1);
    expect(forms.map((form) => form.oid)).toEqual(Array(3).fill(attempts[0]!.orderId));
    // Each form is still signed afresh, with a random of its own.
    expect(new Set(forms.map((form) => form.rnd)).size).toBe(3);
    for (const { HASH, ...signed } of forms) expect(HASH).toBe(cmiHash(signed, t.config.payment.storeKey));
    expect(audits.filter((line) => line.action === 'payment.started')).toHaveLength(1);

    // The order posted three times is paid like any other.
    expect((await postCallback(t, gatewayCallback(t, forms[2]!, { approved: true }))).text).toBe(
      'ACTION=POSTAUTH',
    );
    expect((await paymentState(t, id)).subscription.statut).toBe('paid');
  });

  it('opens a new order for a new amount, and reuses the old one when the amount comes back', async () => {
    const { customer, id, fixture } = await readyToPay(t);
    const reprice = async (remorque: boolean) => {
      for (const [n, body] of [
        [5, { ...fixture.bodies()[5], remorque }],
        [6, {}],
        [7, await fixture.uploadAll(customer.headers)],
      ] as const) {
        const saved = await fixture.step(id, n, body, customer.headers);
        expect(saved.statusCode, saved.body).toBe(200);
      }
    };
    const first = await openPayment(id, customer.headers);
    await reprice(true);
    const trailer = await openPayment(id, customer.headers);
    expect(trailer.fields.oid).not.toBe(first.fields.oid);
    expect(Number(trailer.fields.amount)).toBeGreaterThan(Number(first.fields.amount));
    await reprice(false);
    const back = await openPayment(id, customer.headers);
    expect(back.fields).toMatchObject({ oid: first.fields.oid, amount: first.fields.amount });
    expect((await paymentState(t, id)).attempts.map((attempt) => attempt.status)).toEqual([
      'pending',
      'pending',
    ]);
  });

  it('opens a new order when the gateway answered the waiting one, even leaving it pending', async () => {
    const { customer, id } = await readyToPay(t);
    const first = await openPayment(id, customer.headers);
    const cheaper = gatewayCallback(t, first.fields, { approved: true, changes: { amount: '1.00' } });
    expect((await postCallback(t, cheaper)).text).toBe('FAILURE');
    const second = await openPayment(id, customer.headers);
    expect(second.fields.oid).not.toBe(first.fields.oid);
    expect((await paymentState(t, id)).attempts.map((attempt) => attempt.status)).toEqual([
      'pending',
      'pending',
    ]);
  });
});
