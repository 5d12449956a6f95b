import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, paymentCallbacks, payments, signatureRequests } from '../../db/schema';
import { isCmiHashValid } from '../../providers/payment/cmi-hash';
import { caller } from '../../test/api-calls';
import { gatewayCallback, postCallback, startCardPayment } from '../../test/card-payment';
import { subscriptionFixture, type TSubscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let fixture: TSubscriptionFixture;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await subscriptionFixture(t);
});
afterAll(() => t.close());

async function readyToPay() {
  const { customer, id } = await fixture.newSubscription();
  await fixture.completeSteps(id, customer.headers, 7);
  return { id, headers: customer.headers, email: customer.email };
}

const detail = async (id: string, headers: Record<string, string>) =>
  (await caller(t).get(`/users/souscriptions/${id}`, { headers })).json();

const callbacksOf = (orderId: string) =>
  t.handle.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.orderId, orderId));

const paidAudits = (id: string) =>
  t.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'subscription.paid')));

describe('the pay link and the payment page', () => {
  it('gives the owner of a subscription ready to pay a form for the gateway, every field signed', async () => {
    const { id, headers, email } = await readyToPay();
    const subscription = await detail(id, headers);
    const { action, fields } = await startCardPayment(t, id, headers, 'ar');
    expect(action).toBe(t.config.payment.gatewayUrl);
    expect(fields).toMatchObject({
      clientid: t.config.payment.clientId,
      oid: `${subscription.code_str}-P1`,
      amount: subscription.simulation_result.primeTotal.toFixed(2),
      currency: '504',
      okUrl: `${t.config.publicUrl}/api/v1/payment/cmi/ok`,
      failUrl: `${t.config.publicUrl}/api/v1/payment/cmi/fail`,
      CallbackURL: `${t.config.publicUrl}/api/v1/payment/cmi/callback`,
      email,
      BillToName: 'Amina Benali',
      storetype: '3D_PAY_HOSTING',
      trantype: 'PreAuth',
      lang: 'ar',
      hashAlgorithm: 'ver3',
      encoding: 'UTF-8',
    });
    expect(fields.rnd).toMatch(/^[0-9a-f]{20}$/);
    expect(isCmiHashValid(fields, t.config.payment.storeKey)).toBe(true);
    // Each attempt is an order of its own.
    expect((await startCardPayment(t, id, headers)).fields.oid).toBe(`${subscription.code_str}-P2`);
  });

  it('refuses a subscription not ready to pay, another customer, and a link used for another subscription', async () => {
    const { customer, id } = await fixture.newSubscription();
    await fixture.completeSteps(id, customer.headers, 5);
    const api = caller(t);
    const notReady = await api.post(`/users/souscriptions/${id}/pay-link`, {}, { headers: customer.headers });
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().message).toMatch(/confirmé/);

    const ready = await readyToPay();
    const stranger = await api.post(
      `/users/souscriptions/${ready.id}/pay-link`,
      {},
      { headers: customer.headers },
    );
    expect(stranger.statusCode).toBe(404);

    const link = (
      await api.post(`/users/souscriptions/${ready.id}/pay-link`, {}, { headers: ready.headers })
    ).json();
    const elsewhere = await t.app.inject({ method: 'GET', url: link.url.replace(ready.id, id) });
    expect(elsewhere.statusCode).toBe(401);
    expect(await t.handle.db.select().from(payments).where(eq(payments.subscriptionId, id))).toHaveLength(0);
  });
});

describe('the gateway callback', () => {
  it('makes an approved subscription paid exactly once, with the receipt and the signature request', async () => {
    const { id, headers, email } = await readyToPay();
    const { fields } = await startCardPayment(t, id, headers);
    const approval = gatewayCallback(t, fields, { approved: true });
    const reply = await postCallback(t, approval);
    expect(reply).toMatchObject({ status: 200, text: 'ACTION=POSTAUTH' });
    expect(reply.type).toMatch(/^text\/plain/);

    const paid = await detail(id, headers);
    expect(paid.statut).toBe('paid');
    expect(paid.payment_info).toMatchObject({
      is_paid: true,
      amount: paid.simulation_result.primeTotal,
      transaction_id: approval.TransId,
      authorisation_code: approval.AuthCode,
    });
    const [audit] = await paidAudits(id);
    expect(audit).toMatchObject({ actor: 'system', fromStatus: 'confirmed', toStatus: 'paid' });
    const mails = await t.handle.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(mails.map((mail) => mail.template)).toEqual(
      expect.arrayContaining(['payment_receipt', 'signature_invitation']),
    );
    expect(mails.find((mail) => mail.template === 'payment_receipt')?.bodyText).toContain(approval.TransId);
    expect(
      await t.handle.db.select().from(signatureRequests).where(eq(signatureRequests.subscriptionId, id)),
    ).toHaveLength(1);

    // The same approval again (a replay, or the gateway retrying): the same answer, nothing more.
    expect((await postCallback(t, approval)).text).toBe('ACTION=POSTAUTH');
    // A second approval for the same order with another transaction: still paid once.
    expect((await postCallback(t, gatewayCallback(t, fields, { approved: true }))).text).toBe(
      'ACTION=POSTAUTH',
    );
    expect(await paidAudits(id)).toHaveLength(1);
    expect(
      await t.handle.db.select().from(signatureRequests).where(eq(signatureRequests.subscriptionId, id)),
    ).toHaveLength(1);
    expect((await callbacksOf(fields.oid!)).map((row) => row.outcome)).toEqual([
      'approved',
      'duplicate',
      'duplicate',
    ]);
  });

  it('leaves a refused subscription payable; a second attempt can then be approved', async () => {
    const { id, headers } = await readyToPay();
    const first = await startCardPayment(t, id, headers);
    expect((await postCallback(t, gatewayCallback(t, first.fields, { approved: false }))).text).toBe(
      'APPROVED',
    );
    const refused = await detail(id, headers);
    expect(refused).toMatchObject({
      statut: 'confirmed',
      ready_to_pay: true,
      payment_info: { is_paid: false },
    });
    const [attempt] = await t.handle.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, first.fields.oid!));
    expect(attempt).toMatchObject({ status: 'refused', procReturnCode: '05' });

    const second = await startCardPayment(t, id, headers);
    expect((await postCallback(t, gatewayCallback(t, second.fields, { approved: true }))).text).toBe(
      'ACTION=POSTAUTH',
    );
    expect((await detail(id, headers)).statut).toBe('paid');
  });

  it('does not take an approval on a second order once the subscription is paid', async () => {
    const { id, headers } = await readyToPay();
    // Two tabs each opened the payment page.
    const first = await startCardPayment(t, id, headers);
    const second = await startCardPayment(t, id, headers);
    expect((await postCallback(t, gatewayCallback(t, first.fields, { approved: true }))).text).toBe(
      'ACTION=POSTAUTH',
    );
    expect((await postCallback(t, gatewayCallback(t, second.fields, { approved: true }))).text).toBe(
      'FAILURE',
    );
    const [rejected] = await t.handle.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, second.fields.oid!));
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'already_paid' });
    expect(await paidAudits(id)).toHaveLength(1);
  });

  it('changes nothing for a forged hash, an unknown order, another amount, or a quote changed since', async () => {
    const { id, headers } = await readyToPay();
    const { fields } = await startCardPayment(t, id, headers);

    const forged = gatewayCallback(t, fields, { approved: true, storeKey: 'a guessed key' });
    expect((await postCallback(t, forged)).text).toBe('FAILURE');
    const unknown = gatewayCallback(t, { ...fields, oid: 'BRD-0000-P1' }, { approved: true });
    expect((await postCallback(t, unknown)).text).toBe('FAILURE');
    const cheaper = gatewayCallback(t, fields, { approved: true, changes: { amount: '1.00' } });
    expect((await postCallback(t, cheaper)).text).toBe('FAILURE');
    expect((await detail(id, headers)).statut).toBe('confirmed');

    // The customer changes the cover in another tab while on the gateway's page.
    await fixture.step(id, 5, { ...fixture.bodies()[5], remorque: true }, headers);
    expect((await postCallback(t, gatewayCallback(t, fields, { approved: true }))).text).toBe('FAILURE');
    expect((await detail(id, headers)).statut).toBe('simulation');
    expect(await paidAudits(id)).toHaveLength(0);

    const outcomes = (await callbacksOf(fields.oid!)).map((row) => [row.outcome, row.hashValid]);
    expect(outcomes).toEqual([
      ['forged', false],
      ['amount_mismatch', true],
      ['not_payable', true],
    ]);
    expect((await callbacksOf('BRD-0000-P1')).map((row) => row.outcome)).toEqual(['unknown_order']);
  });

  it('answers FAILURE, not an error page, to a body that is not a CMI message', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/cmi/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'oid=&HASH=',
    });
    expect(reply.body).toBe('FAILURE');
  });
});

describe('the browser returning from the gateway', () => {
  it.each([
    ['ok', '/souscriptions/signature'],
    ['fail', '/souscriptions/paiement-refuse'],
  ])('%s leads back to the app without touching the payment', async (kind, page) => {
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment/cmi/${kind}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'oid=BRD-2026-000001-P1&ProcReturnCode=00',
    });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe(page);
  });
});
