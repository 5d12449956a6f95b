import { translate, type TExtensionLinkAnswer } from '@bi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makes, offices, subscriptions } from '../../db/schema';
import { caller } from '../../test/api-calls';
import { gatewayCallback, payByCard, postCallback, readAutoSubmitForm } from '../../test/card-payment';
import { signedSubscription } from '../../test/paid-subscription';
import { subscriptionFixture, type TSubscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { signExtensionLink } from '../extension-link/extension-token';

let t: TTestApp;
let api: ReturnType<typeof caller>;
let fixture: TSubscriptionFixture;

beforeAll(async () => {
  t = await createTestApp({ env: { CODE_SENDS_PER_HOUR_PER_IP: '1000' } });
  api = caller(t);
  fixture = await subscriptionFixture(t);
});
afterAll(async () => t.close());

type THeaders = Record<string, string>;

/** A signed contract whose cover started today, and its extension as the card's Extend makes it. */
async function extendedContract() {
  const signed = await signedSubscription(t, { startInDays: 0 });
  return { signed, headers: signed.customer.headers };
}
const extend = async (id: string, headers: THeaders) => {
  const answer = await api.post(`/users/souscriptions/${id}/extend`, {}, { headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};
const detail = async (id: string, headers: THeaders) =>
  (await api.get(`/users/souscriptions/${id}`, { headers })).json();

/** What an administrator's switches do (the console's own tests cover the switches themselves). */
const setOfficeOpen = (id: number, open: boolean) =>
  t.handle.db.update(offices).set({ active: open }).where(eq(offices.id, id));
const setMakeOn = (id: number, on: boolean) =>
  t.handle.db.update(makes).set({ active: on }).where(eq(makes.id, id));

describe('an extension of a contract whose office was closed since it was sold', () => {
  it('says so before payment, takes another open office of its entry city, and is then paid there', async () => {
    const { signed, headers } = await extendedContract();
    const { borderPostId, tangerMedId } = fixture.reference;
    await setOfficeOpen(borderPostId, false);
    try {
      const extension = await extend(signed.id, headers);
      // Filled up to its quote as always, and told up front why it cannot be paid as it stands.
      expect(extension).toMatchObject({
        current_step: 6,
        ready_to_pay: false,
        payment_refusal: 'office_closed',
      });

      // The closed office is not taken again, in words on its field.
      const closed = await fixture.step(extension._id, 2, fixture.bodies()[2], headers);
      expect(closed.statusCode).toBe(422);
      expect(closed.json().message).toBe(translate('fr', 'subscription.officeClosed'));

      // The entry city's open offices, the closed one left out: the customer picks one.
      const open = (await api.get(`/users/souscriptions/bureaux?$ville=${tangerMedId}`, { headers })).json()
        .result as { intermediaire_Id: number }[];
      expect(open.map((office) => office.intermediaire_Id)).not.toContain(borderPostId);
      const chosen = open[0]!.intermediaire_Id;
      const moved = await fixture.step(
        extension._id,
        2,
        { ville_entree: tangerMedId, bureau_gestion: chosen },
        headers,
      );
      expect(moved.statusCode, moved.body).toBe(200);
      // Still at its quote, its period and price kept: nothing else to answer again.
      expect(moved.json()).toMatchObject({
        current_step: 6,
        periode_info: extension.periode_info,
        simulation_result: { primeTotal: extension.simulation_result.primeTotal },
        user_info: { bureau_gestion: chosen, intermediaire_Id: chosen },
        payment_refusal: 'not_confirmed',
      });

      expect((await fixture.step(extension._id, 6, {}, headers)).statusCode).toBe(200);
      await payByCard(t, extension._id, headers);
      expect((await detail(extension._id, headers)).statut).toBe('paid');
      // The new certificate is handed over at the office chosen; the old contract keeps its own.
      const [paid] = await t.handle.db
        .select({ officeId: subscriptions.officeId })
        .from(subscriptions)
        .where(eq(subscriptions.id, extension._id));
      expect(paid?.officeId).toBe(chosen);
      expect((await detail(signed.id, headers)).user_info.intermediaire_Id).toBe(borderPostId);
    } finally {
      await setOfficeOpen(borderPostId, true);
    }
  });
});

describe("the reminder's link of a contract whose office was closed since it was sold", () => {
  it('offers the open offices of its entry city, and pays only once one of them is chosen', async () => {
    const { signed, headers } = await extendedContract();
    const { borderPostId, tangerMedId } = fixture.reference;
    const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, signed.id));
    const token = signExtensionLink(t.config.jwtSecret, { id: row!.id, userId: row!.userId });
    const call = (path: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/v1/extension-links/${signed.id}${path}`, payload });
    await setOfficeOpen(borderPostId, false);
    try {
      const opened = await call('', { token });
      expect(opened.statusCode, opened.body).toBe(200);
      const answer = opened.json() as TExtensionLinkAnswer;
      expect(answer.office_closed).toBe(true);
      const choices = answer.open_offices.map((office) => office.intermediaire_Id);
      expect(choices.length).toBeGreaterThan(0);
      expect(choices).not.toContain(borderPostId);

      // Paid as it stands, it would be paid at the closed office: refused in words.
      const asItStands = await call('/pay', { token });
      expect(asItStands.statusCode).toBe(409);
      expect(asItStands.json().message).toContain(translate('fr', 'subscription.officeClosed'));
      // The closed office is no choice; an open one of the city is.
      const closedChoice = await call('/pay', {
        token,
        office: { ville_entree: tangerMedId, bureau_gestion: borderPostId },
      });
      expect(closedChoice.statusCode).toBe(422);
      const chosen = choices[0]!;
      const pay = await call('/pay', {
        token,
        office: { ville_entree: tangerMedId, bureau_gestion: chosen },
      });
      expect(pay.statusCode, pay.body).toBe(200);
      const page = await t.app.inject({ method: 'GET', url: pay.json().url as string });
      const { fields } = readAutoSubmitForm(page.body);
      expect((await postCallback(t, gatewayCallback(t, fields, { approved: true }))).text).toBe(
        'ACTION=POSTAUTH',
      );
      const paid = await detail(answer.extension._id, headers);
      expect(paid).toMatchObject({ statut: 'paid', user_info: { bureau_gestion: chosen } });
      // Once paid, nothing is left to choose.
      expect((await call('', { token })).json()).toMatchObject({ office_closed: false, open_offices: [] });
    } finally {
      await setOfficeOpen(borderPostId, true);
    }
  });
});

describe('an extension of a contract whose make was switched off since it was sold', () => {
  it('is made, priced and paid with the vehicle it carries, while a new subscription can no longer choose that make', async () => {
    const { signed, headers } = await extendedContract();
    const { daciaId } = fixture.reference;
    await setMakeOn(daciaId, false);
    try {
      // The switch holds for new subscriptions…
      const { customer, id } = await fixture.newSubscription();
      await fixture.completeSteps(id, customer.headers, 2);
      const newOne = await fixture.step(id, 3, fixture.bodies()[3], customer.headers);
      expect(newOne.statusCode).toBe(422);
      expect(newOne.json().message).toBe(translate('fr', 'reference.makeOff'));

      // …and never rewrites the contract sold before it: its extension goes on with the same vehicle.
      const extension = await extend(signed.id, headers);
      expect(extension).toMatchObject({
        current_step: 6,
        payment_refusal: 'not_confirmed',
        vehicule_info: { marque_Id: daciaId },
      });
      expect(extension.simulation_result.primeTotal).toBeGreaterThan(0);
      expect((await fixture.step(extension._id, 6, {}, headers)).statusCode).toBe(200);
      await payByCard(t, extension._id, headers);
      expect((await detail(extension._id, headers)).statut).toBe('paid');
    } finally {
      await setMakeOn(daciaId, true);
    }
  });
});
