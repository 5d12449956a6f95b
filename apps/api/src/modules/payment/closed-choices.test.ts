import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, offices } from '../../db/schema';
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
  return { id, headers: customer.headers };
}

/** What an administrator's switch does (the console's own tests cover the switch itself). */
const setOfficeOpen = (open: boolean) =>
  t.handle.db.update(offices).set({ active: open }).where(eq(offices.id, fixture.reference.borderPostId));
const setCountryOpen = (open: boolean) =>
  t.handle.db.update(countries).set({ active: open }).where(eq(countries.id, fixture.reference.franceId));

async function whatThePagesSay(id: string, headers: Record<string, string>) {
  const api = caller(t);
  const detail = (await api.get(`/users/souscriptions/${id}`, { headers })).json();
  const list = (await api.get('/users/souscriptions/', { headers })).json();
  const card = list.value.find((one: { _id: string }) => one._id === id);
  const link = await api.post(`/users/souscriptions/${id}/pay-link`, {}, { headers });
  return {
    detail: [detail.ready_to_pay, detail.payment_refusal],
    list: [card.ready_to_pay, card.payment_refusal],
    link: [link.statusCode, link.json().message],
  };
}

describe('a subscription whose office or country was closed after it chose them', () => {
  it.each([
    ['office', setOfficeOpen, 'office_closed', 'Ce bureau de gestion est fermé'],
    ['country', setCountryOpen, 'country_off', 'Les résidents de ce pays ne peuvent pas souscrire en ligne'],
  ] as const)(
    'is not paid at a closed %s: the answer, the list and the pay link say so alike, until it reopens',
    async (_what, setOpen, reason, message) => {
      const { id, headers } = await readyToPay();
      await setOpen(false);
      try {
        const closed = await whatThePagesSay(id, headers);
        expect(closed.detail).toEqual([false, reason]);
        expect(closed.list).toEqual([false, reason]);
        expect(closed.link[0]).toBe(409);
        expect(closed.link[1]).toContain(message);
      } finally {
        await setOpen(true);
      }
      const open = await whatThePagesSay(id, headers);
      expect(open.detail).toEqual([true, null]);
      expect(open.link[0]).toBe(200);
    },
  );

  it("is not made paid by a card approved after its office closed: the gateway's approval is refused", async () => {
    const { id, headers } = await readyToPay();
    const { fields } = await startCardPayment(t, id, headers);
    await setOfficeOpen(false);
    try {
      await postCallback(t, gatewayCallback(t, fields, { approved: true }));
      const detail = (await caller(t).get(`/users/souscriptions/${id}`, { headers })).json();
      expect(detail.statut).toBe('confirmed');
      expect(detail.payment_refusal).toBe('office_closed');
    } finally {
      await setOfficeOpen(true);
    }
  });
});
