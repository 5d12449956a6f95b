import { translate, type TExtensionLinkAnswer, type TOfferedPeriod } from '@bi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makes, offices, periods, subscriptions } from '../../db/schema';
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
const setPeriodOn = (id: number, on: boolean) =>
  t.handle.db.update(periods).set({ active: on }).where(eq(periods.id, id));

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

/** The day after `date`, as an extension starts the day after the contract it extends ends. */
const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('an extension of a contract whose period was switched off since it was sold', () => {
  it('keeps everything it copies, asks only the period on its quote, refuses the one switched off and pays the one chosen at its price', async () => {
    const { signed, headers } = await extendedContract();
    const contract = await detail(signed.id, headers);
    const soldWith = contract.periode_info.periode_Id as number;
    await setPeriodOn(soldWith, false);
    try {
      const extension = await extend(signed.id, headers);
      // At its quote with the contract's insured, office, vehicle and cover; only the period is missing.
      expect(extension).toMatchObject({
        current_step: 6,
        statut: 'simulation',
        ready_to_pay: false,
        periode_info: null,
        simulation_result: null,
        pack_info: contract.pack_info,
        vehicule_info: contract.vehicule_info,
        user_info: {
          bureau_gestion: contract.user_info.bureau_gestion,
          ville_entree: contract.user_info.ville_entree,
        },
        old_periode_info: { periode_Id: soldWith },
      });
      // Not confirmed without a period.
      const asItStands = await fixture.step(extension._id, 6, {}, headers);
      expect(asItStands.statusCode).toBe(409);

      const choose = (periodeId: number, language = 'fr') =>
        api.post(
          `/users/souscriptions/${extension._id}/extension-period`,
          { periode_Id: periodeId },
          { headers, language },
        );
      // The period switched off is refused, in the caller's words, whatever the client sent.
      const off = await choose(soldWith, 'ar');
      expect(off.statusCode).toBe(422);
      expect(off.json().message).toBe(translate('ar', 'reference.periodOff'));
      expect((await choose(soldWith)).json().message).toBe(translate('fr', 'reference.periodOff'));

      // The periods offered today, each with the price it gives the cover kept.
      const listed = await api.get(`/users/souscriptions/${extension._id}/extension-periods`, { headers });
      expect(listed.statusCode, listed.body).toBe(200);
      const offered = listed.json().result as TOfferedPeriod[];
      expect(offered.length).toBeGreaterThan(0);
      expect(offered.map((period) => period.periode_Id)).not.toContain(soldWith);
      // One of them is priced with the cover kept, from the day after the contract ends.
      const chosen = offered[0]!.periode_Id;
      const priced = await choose(chosen);
      expect(priced.statusCode, priced.body).toBe(200);
      const quote = priced.json();
      expect(quote).toMatchObject({
        current_step: 6,
        periode_info: { periode_Id: chosen, date_effet: dayAfter(contract.periode_info.date_fin) },
        pack_info: contract.pack_info,
        user_info: { bureau_gestion: contract.user_info.bureau_gestion },
      });
      const total = quote.simulation_result.primeTotal as number;
      expect(total).toBe(offered[0]!.primeTotal);
      // Priced, it waits for no period any more.
      const after = await api.get(`/users/souscriptions/${extension._id}/extension-periods`, { headers });
      expect(after.json().result).toEqual([]);

      expect((await fixture.step(extension._id, 6, {}, headers)).statusCode).toBe(200);
      await payByCard(t, extension._id, headers);
      const paid = await detail(extension._id, headers);
      // The price shown on the quote is the one paid.
      expect(paid).toMatchObject({
        statut: 'paid',
        periode_info: { periode_Id: chosen },
        simulation_result: { primeTotal: total },
      });
    } finally {
      await setPeriodOn(soldWith, true);
    }
  });
});

describe("the reminder's link of a contract whose period was switched off since it was sold", () => {
  it('offers the periods of today with their prices, refuses to pay without one or with one switched off, and pays the one chosen at the price shown', async () => {
    const { signed, headers } = await extendedContract();
    const contract = await detail(signed.id, headers);
    const soldWith = contract.periode_info.periode_Id as number;
    const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, signed.id));
    const token = signExtensionLink(t.config.jwtSecret, { id: row!.id, userId: row!.userId });
    const call = (path: string, payload: object, language = 'fr') =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/extension-links/${signed.id}${path}`,
        payload,
        headers: { 'accept-language': language },
      });
    await setPeriodOn(soldWith, false);
    try {
      const opened = await call('', { token });
      expect(opened.statusCode, opened.body).toBe(200);
      const answer = opened.json() as TExtensionLinkAnswer;
      expect(answer).toMatchObject({ period_off: true, office_closed: false });
      expect(answer.extension.periode_info).toBeNull();
      const offered = answer.offered_periods;
      expect(offered.length).toBeGreaterThan(0);
      expect(offered.map((period) => period.periode_Id)).not.toContain(soldWith);
      for (const period of offered) {
        expect(period.date_effet).toBe(dayAfter(contract.periode_info.date_fin));
        expect(period.primeTotal).toBeGreaterThan(0);
      }

      // Paid as it stands, there would be no period: refused in words, in the caller's language.
      const asItStands = await call('/pay', { token }, 'en');
      expect(asItStands.statusCode).toBe(409);
      expect(asItStands.json().message).toBe(translate('en', 'subscription.extensionPeriodOff'));
      // The period switched off is no choice.
      const offChoice = await call('/pay', { token, periode_Id: soldWith });
      expect(offChoice.statusCode).toBe(422);
      expect(offChoice.json().message).toBe(translate('fr', 'reference.periodOff'));

      const chosen = offered.at(-1)!;
      const pay = await call('/pay', { token, periode_Id: chosen.periode_Id });
      expect(pay.statusCode, pay.body).toBe(200);
      const page = await t.app.inject({ method: 'GET', url: pay.json().url as string });
      const { fields } = readAutoSubmitForm(page.body);
      // The gateway is asked for the price the page showed.
      expect(Number(fields.amount)).toBe(chosen.primeTotal);
      expect((await postCallback(t, gatewayCallback(t, fields, { approved: true }))).text).toBe(
        'ACTION=POSTAUTH',
      );
      const paid = await detail(answer.extension._id, headers);
      expect(paid).toMatchObject({
        statut: 'paid',
        periode_info: { periode_Id: chosen.periode_Id, date_fin: chosen.date_fin },
        simulation_result: { primeTotal: chosen.primeTotal },
        pack_info: contract.pack_info,
      });
      // Once paid, nothing is left to choose.
      expect((await call('', { token })).json()).toMatchObject({ period_off: false, offered_periods: [] });
    } finally {
      await setPeriodOn(soldWith, true);
    }
  });
});
