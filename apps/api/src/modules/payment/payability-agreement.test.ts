import { addDays, paymentRefusal, translate, type TPaymentRefusal } from '@bi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptions, terminationRequests } from '../../db/schema';
import { caller } from '../../test/api-calls';
import { gatewayCallback, postCallback, startCardPayment } from '../../test/card-payment';
import { subscriptionFixture, type TSubscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';

/**
 * Decision 040: the answer's `ready_to_pay`, the pay link, the payment page and the gateway's
 * callback judge by one rule. Each case takes a subscription ready to pay, opens a pay link and an
 * order with the gateway, then changes one fact; all four must then say the same thing.
 */

let t: TTestApp;
let fixture: TSubscriptionFixture;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await subscriptionFixture(t);
});
afterAll(() => t.close());

type THeaders = Record<string, string>;
type TChange = (id: string, headers: THeaders) => Promise<unknown>;

const rowOf = async (id: string) =>
  (await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
const write = (id: string, values: Partial<typeof subscriptions.$inferInsert>) =>
  t.handle.db.update(subscriptions).set(values).where(eq(subscriptions.id, id));

/** The effect date moved by days from today, in the column and in the period it is derived from. */
async function startIn(id: string, days: number, immediateEffect: boolean) {
  const row = await rowOf(id);
  const date = addDays(t.app.clock.today(), days);
  await write(id, {
    effectDate: date,
    periodeInfo: { ...row.periodeInfo!, date_effet: date },
    userInfo: { ...row.userInfo, effetImmediat: immediateEffect },
  });
}

/** One change per reason the rule gives, made the way it happens where the API allows it. */
const REFUSED: [TPaymentRefusal, TChange][] = [
  ['already_paid', (id) => write(id, { statut: 'paid' })],
  ['cancelled', (id) => write(id, { statut: 'cancelled' })],
  ['non_abouti', (id) => write(id, { statut: 'non_abouti' })],
  [
    'extends_terminating',
    async (id) => {
      const { id: extended } = await fixture.newSubscription();
      await write(id, { extendedFromId: extended });
      await t.handle.db
        .insert(terminationRequests)
        .values({ subscriptionId: extended, requestedAt: new Date(), status: 'open' });
    },
  ],
  // A cover changed in another tab while the gateway's page is open: the quote must be confirmed again.
  ['not_confirmed', (id, headers) => fixture.step(id, 5, fixture.bodies()[5], headers)],
  ['steps_left', (id) => write(id, { currentStep: 7 })],
  ['no_quote', (id) => write(id, { totalCentimes: null })],
  ['effect_date_passed', (id) => startIn(id, -1, true)],
  // The issue's case: the answer said ready to pay while the pay link refused (decision 024's rule).
  ['effect_today_not_immediate', (id) => startIn(id, 0, false)],
];

/** A subscription ready to pay, an earlier pay link for it, and an order the gateway is showing. */
async function underWay() {
  const { customer, id } = await fixture.newSubscription();
  const { headers } = customer;
  await fixture.completeSteps(id, headers, 7);
  const link = await caller(t).post(`/users/souscriptions/${id}/pay-link`, {}, { headers });
  expect(link.statusCode, link.body).toBe(200);
  const { fields } = await startCardPayment(t, id, headers);
  return { id, headers, earlierPage: link.json().url as string, fields };
}

/** What each of the four says once the change is made. */
async function fourAnswers(
  id: string,
  headers: THeaders,
  earlierPage: string,
  order: Record<string, string>,
) {
  const api = caller(t);
  const answer = (await api.get(`/users/souscriptions/${id}`, { headers })).json();
  const payLink = await api.post(`/users/souscriptions/${id}/pay-link`, {}, { headers });
  const payPage = await t.app.inject({ method: 'GET', url: earlierPage });
  const callback = (await postCallback(t, gatewayCallback(t, order, { approved: true }))).text;
  const [attempt] = await t.handle.db.select().from(payments).where(eq(payments.orderId, order.oid!));
  return {
    readyToPay: answer.ready_to_pay as boolean,
    refusal: answer.payment_refusal as string | null,
    payLink,
    payPage,
    callback,
    attempt: attempt!,
  };
}

describe('can this be paid now? one answer from the four places that ask', () => {
  it('pays what the answer calls ready to pay: a pay link, a form, and the approval captured', async () => {
    const { id, headers, earlierPage, fields } = await underWay();
    const said = await fourAnswers(id, headers, earlierPage, fields);
    expect([said.readyToPay, said.refusal]).toEqual([true, null]);
    expect(said.payLink.statusCode).toBe(200);
    expect(said.payPage.statusCode).toBe(200);
    expect(said.callback).toBe('ACTION=POSTAUTH');
    expect((await rowOf(id)).statut).toBe('paid');
  });

  it.each(REFUSED)('refuses everywhere for %s, with the same words', async (reason, change) => {
    const { id, headers, earlierPage, fields } = await underWay();
    await change(id, headers);
    const said = await fourAnswers(id, headers, earlierPage, fields);
    const refusal = paymentRefusal(reason, t.app.clock.today());
    const words = translate('fr', refusal.key, refusal.params);

    expect([said.readyToPay, said.refusal]).toEqual([false, reason]);
    expect([said.payLink.statusCode, said.payLink.json().message]).toEqual([409, words]);
    // A paid subscription's page leads on to the signature (decision 019); any other says why.
    if (reason === 'already_paid') expect(said.payPage.statusCode).toBe(303);
    else expect([said.payPage.statusCode, said.payPage.json().message]).toEqual([409, words]);
    expect(said.callback).toBe('FAILURE');
    expect(said.attempt).toMatchObject({ status: 'rejected', rejectReason: reason });
  });

  it('refuses only the approval of an order for the quote before, while the new quote can be paid', async () => {
    const { id, headers, earlierPage, fields } = await underWay();
    await write(id, { totalCentimes: (await rowOf(id)).totalCentimes! + 100 });
    const said = await fourAnswers(id, headers, earlierPage, fields);
    expect([said.readyToPay, said.refusal]).toEqual([true, null]);
    expect(said.payLink.statusCode).toBe(200);
    expect(said.payPage.statusCode).toBe(200);
    expect(said.callback).toBe('FAILURE');
    expect(said.attempt).toMatchObject({ status: 'rejected', rejectReason: 'quote_changed' });
  });
});
