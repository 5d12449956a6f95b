import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, paymentCallbacks, payments, signatureRequests } from '../../db/schema';
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
  t.handle.db
    .select()
    .from(paymentCallbacks)
    .where(eq(paymentCallbacks.orderId, orderId))
    .orderBy(asc(paymentCallbacks.id));

const paidAudits = (id: string) =>
  t.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'subscription.paid')));

/**
 * Two orders of one subscription the gateway may both approve: the first was refused, and while the
 * customer tried another card on its page, the app opened a second one (a reload alone reuses a
 * waiting order).
 */
async function twoOrders(id: string, headers: Record<string, string>) {
  const first = await startCardPayment(t, id, headers);
  expect((await postCallback(t, gatewayCallback(t, first.fields, { approved: false }))).text).toBe(
    'APPROVED',
  );
  const second = await startCardPayment(t, id, headers);
  expect(second.fields.oid).not.toBe(first.fields.oid);
  return [first, second] as const;
}

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
    const [attempt] = await t.handle.db.select().from(payments).where(eq(payments.orderId, fields.oid!));
    expect(attempt).toMatchObject({
      status: 'approved',
      transactionId: approval.TransId,
      authCode: approval.AuthCode,
      procReturnCode: '00',
    });
    expect(attempt!.settledAt).toBeInstanceOf(Date);
    const [stored] = await callbacksOf(fields.oid!);
    expect(stored).toMatchObject({
      paymentId: attempt!.id,
      fields: approval,
      hashValid: true,
      outcome: 'approved',
      answer: 'ACTION=POSTAUTH',
    });
    expect(stored!.ip).toBeTruthy();
    const sms = await t.handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.template, 'signature_invitation_sms'));
    expect(sms.filter((message) => message.bodyText.includes(paid.code_str))).toHaveLength(1);

    // The same approval again (a replay, or the gateway retrying): the same answer, nothing more.
    expect((await postCallback(t, approval)).text).toBe('ACTION=POSTAUTH');
    // A second approval for the same order with another transaction: not captured, still paid once.
    expect((await postCallback(t, gatewayCallback(t, fields, { approved: true }))).text).toBe('FAILURE');
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
    const [first, second] = await twoOrders(id, headers);
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

  it('takes an approval after refusals of the same order (the customer tries another card on the gateway)', async () => {
    const { id, headers } = await readyToPay();
    const { fields } = await startCardPayment(t, id, headers);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await postCallback(t, gatewayCallback(t, fields, { approved: false }))).text).toBe('APPROVED');
    }
    expect((await detail(id, headers)).statut).toBe('confirmed');
    expect((await postCallback(t, gatewayCallback(t, fields, { approved: true }))).text).toBe(
      'ACTION=POSTAUTH',
    );
    expect((await detail(id, headers)).statut).toBe('paid');
    // A refusal arriving late for the order taken is acknowledged and changes nothing.
    expect((await postCallback(t, gatewayCallback(t, fields, { approved: false }))).text).toBe('APPROVED');
    expect((await detail(id, headers)).statut).toBe('paid');

    const refusals = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'payment.refused')));
    expect(refusals).toHaveLength(2);
    expect(refusals[0]).toMatchObject({
      actor: 'system',
      fromStatus: 'confirmed',
      toStatus: 'confirmed',
      data: { event: 'payment_refused', orderId: fields.oid, procReturnCode: '05' },
    });
    expect((await callbacksOf(fields.oid!)).map((row) => [row.outcome, row.answer])).toEqual([
      ['refused', 'APPROVED'],
      ['refused', 'APPROVED'],
      ['approved', 'ACTION=POSTAUTH'],
      ['duplicate', 'APPROVED'],
    ]);
    expect(await paidAudits(id)).toHaveLength(1);
  });

  it('pays once when approvals of two orders arrive together', async () => {
    const { id, headers, email } = await readyToPay();
    const [first, second] = await twoOrders(id, headers);
    const answers = await Promise.all(
      [first, second].map(
        async ({ fields }) => (await postCallback(t, gatewayCallback(t, fields, { approved: true }))).text,
      ),
    );
    expect(answers.sort()).toEqual(['ACTION=POSTAUTH', 'FAILURE']);
    expect(await paidAudits(id)).toHaveLength(1);
    const attempts = await t.handle.db.select().from(payments).where(eq(payments.subscriptionId, id));
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual(['approved', 'rejected']);
    const receipts = await t.handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.template, 'payment_receipt')));
    expect(receipts).toHaveLength(1);
  });

  it('refuses another currency like another amount, and the order can still be paid', async () => {
    const { id, headers } = await readyToPay();
    const { fields } = await startCardPayment(t, id, headers);
    const euros = gatewayCallback(t, fields, { approved: true, changes: { currency: '978' } });
    expect((await postCallback(t, euros)).text).toBe('FAILURE');
    const [attempt] = await t.handle.db.select().from(payments).where(eq(payments.orderId, fields.oid!));
    expect(attempt!.status).toBe('pending');
    expect((await postCallback(t, gatewayCallback(t, fields, { approved: true }))).text).toBe(
      'ACTION=POSTAUTH',
    );
    expect((await callbacksOf(fields.oid!)).map((row) => row.outcome)).toEqual([
      'amount_mismatch',
      'approved',
    ]);
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

describe('the callback and the per-address budget', () => {
  it('is never refused for the rate of callbacks from the gateway', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const answers = [];
      for (let sent = 0; sent < 6; sent += 1)
        answers.push(await postCallback(limited, { oid: 'BRD-0000-P9' }));
      expect(answers.map((answer) => [answer.status, answer.text])).toEqual(
        answers.map(() => [200, 'FAILURE']),
      );
      const ordinary = [];
      for (let sent = 0; sent < 6; sent += 1)
        ordinary.push(
          (await limited.app.inject({ method: 'GET', url: '/api/v1/verification/AAAAAAAAAAAAAAAAAAAAAAAA' }))
            .statusCode,
        );
      expect(ordinary).toContain(429);
    } finally {
      await limited.close();
    }
  });
});
