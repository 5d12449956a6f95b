import { addDays, coverEndDate, todayInMorocco } from '@bi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { signUpCustomer } from '../../test/accounts';
import { caller } from '../../test/api-calls';
import { subscriptionFixture, type TSubscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let api: ReturnType<typeof caller>;
let fixture: TSubscriptionFixture;
let bodies: TSubscriptionFixture['bodies'];
let newSubscription: TSubscriptionFixture['newSubscription'];
let step: TSubscriptionFixture['step'];
let uploadAll: TSubscriptionFixture['uploadAll'];
let reference: TSubscriptionFixture['reference'];

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  fixture = await subscriptionFixture(t);
  ({ bodies, newSubscription, step, uploadAll, reference } = fixture);
});
afterAll(() => t.close());

const tomorrow = () => addDays(todayInMorocco(), 1);

describe('the subscription steps', () => {
  it('runs from step 1 to step 7, pricing on the server and confirming at step 6', async () => {
    const { customer, id } = await newSubscription();
    const all = bodies();
    for (const n of [1, 2, 3, 4, 5] as const) {
      const saved = await step(id, n, all[n], customer.headers);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().current_step).toBe(n + 1);
    }
    const afterFive = (await api.get(`/users/souscriptions/${id}`, { headers: customer.headers })).json();
    expect(afterFive.user_info).toMatchObject({
      pays: 'FR',
      intermediaire_Id: reference.borderPostId,
      posteFrontalier: true,
    });
    // The border post's Arabic name travels with the office, for the Arabic quote and contract.
    expect(afterFive.user_info.intermediaire_RS_AR).toMatch(/[\u0600-\u06FF]/);
    expect(afterFive.vehicule_info).toMatchObject({
      immatriculation: 'AB-123-CD',
      usage_Name: 'TOURISME',
      marque_Name: 'DACIA',
    });
    expect(afterFive.periode_info).toMatchObject({
      date_effet: tomorrow(),
      periode_Name: '1 MOIS',
      date_fin: coverEndDate(tomorrow(), { periode_ParJour: false, periode_Nbr: 1 }),
    });
    const { primeNet, totalTaxe, primeTotal } = afterFive.simulation_result;
    expect(Math.round(primeNet * 100) + Math.round(totalTaxe * 100)).toBe(Math.round(primeTotal * 100));
    expect(afterFive.statut).toBe('simulation');

    const confirmed = await step(id, 6, {}, customer.headers);
    expect(confirmed.json()).toMatchObject({ statut: 'confirmed', current_step: 7 });

    const documents = await uploadAll(customer.headers);
    const done = await step(id, 7, documents, customer.headers);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ current_step: 8, ready_to_pay: true, statut: 'confirmed' });
    expect(done.json().documents_info).toMatchObject({
      permis_recto: documents.permis_recto,
      permis_recto_name: 'permis_recto.pdf',
    });
  });

  it('refuses a step before the ones it depends on', async () => {
    const { customer, id } = await newSubscription();
    const early = await step(id, 3, bodies()[3], customer.headers, 'en');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Complete step 1 first.');
    expect((await step(id, 6, {}, customer.headers)).statusCode).toBe(409);
  });

  it("never shows or changes another customer's subscription", async () => {
    const { id } = await newSubscription();
    const stranger = await signUpCustomer(t);
    expect((await api.get(`/users/souscriptions/${id}`, { headers: stranger.headers })).statusCode).toBe(404);
    expect((await step(id, 1, bodies()[1], stranger.headers)).statusCode).toBe(404);
    expect((await api.get('/users/souscriptions/not-a-uuid', { headers: stranger.headers })).statusCode).toBe(
      404,
    );
  });

  it('ignores a price sent by the client', async () => {
    const { customer, id } = await newSubscription();
    const all = bodies();
    for (const n of [1, 2, 3, 4] as const) await step(id, n, all[n], customer.headers);
    const tampered = await step(
      id,
      5,
      { ...all[5], primeTotal: 1, simulation_result: { primeTotal: 1 } },
      customer.headers,
    );
    expect(tampered.json().simulation_result.primeTotal).toBeGreaterThan(497.91);
  });

  it('clears the cover and moves back to step 5 when the usage or the period changes', async () => {
    const { customer, id } = await newSubscription();
    const all = bodies();
    for (const n of [1, 2, 3, 4, 5, 6] as const) await step(id, n, all[n], customer.headers);
    const changed = await step(id, 3, { ...all[3], usage_Id: 4 }, customer.headers);
    expect(changed.json()).toMatchObject({
      current_step: 5,
      statut: 'simulation',
      pack_info: null,
      simulation_result: null,
    });
    await step(id, 5, all[5], customer.headers);
    const period = await step(id, 4, { ...all[4], periode_Id: 1 }, customer.headers);
    expect(period.json()).toMatchObject({ current_step: 5, pack_info: null });
  });

  it('enforces the rules of the forms', async () => {
    const { customer, id } = await newSubscription();
    const all = bodies();
    const noConsent = await step(id, 1, { ...all[1], consent_maroc: false }, customer.headers);
    expect(noConsent.json().result).toEqual([
      {
        field: 'consent_maroc',
        message:
          "Votre pays de résidence n'est pas le Maroc : acceptez que votre dossier soit géré au Maroc pour continuer.",
      },
    ]);
    expect(
      (await step(id, 1, { ...all[1], pays_Id: reference.moroccoId, consent_maroc: false }, customer.headers))
        .statusCode,
    ).toBe(200);
    const wrongOffice = await step(
      id,
      2,
      { ...all[2], bureau_gestion: reference.casablancaOfficeId },
      customer.headers,
    );
    expect(wrongOffice.statusCode).toBe(422);
    await step(id, 2, all[2], customer.headers);
    const seats = await step(id, 3, { ...all[3], nbre_places: 8 }, customer.headers);
    expect(seats.json().result).toEqual([
      { field: 'nbre_places', message: 'Pour cet usage, le nombre de places ne peut pas dépasser 7.' },
    ]);
    const power = await step(id, 3, { ...all[3], puissance: 120 }, customer.headers);
    expect(power.statusCode).toBe(400);
    await step(id, 3, all[3], customer.headers);
    const past = await step(
      id,
      4,
      { ...all[4], date_effet: addDays(todayInMorocco(), -1) },
      customer.headers,
    );
    expect(past.statusCode).toBe(422);
    await step(id, 4, { ...all[4], periode_Id: 1 }, customer.headers);
    const packShort = await step(id, 5, { ...all[5], pack_Id: 3 }, customer.headers);
    expect(packShort.statusCode).toBe(422);
  });

  it('asks the documents of the person type, each an upload of this customer', async () => {
    const { customer, id } = await newSubscription();
    const all = bodies();
    for (const n of [1, 2, 3, 4, 5, 6] as const) await step(id, n, all[n], customer.headers);
    const documents = await uploadAll(customer.headers);
    const missing = await step(id, 7, { ...documents, identity_verso: undefined }, customer.headers);
    expect(missing.json().result).toEqual([
      { field: 'identity_verso', message: 'Ce document est obligatoire.' },
    ]);
    const stranger = await signUpCustomer(t);
    const theirs = await uploadAll(stranger.headers);
    const stolen = await step(id, 7, { ...documents, permis_recto: theirs.permis_recto }, customer.headers);
    expect(stolen.json().result).toEqual([
      { field: 'permis_recto', message: "Ce fichier est introuvable ou n'est pas le vôtre." },
    ]);
  });

  it("asks a passport's identity page alone, and keeps which document the insured holds", async () => {
    const { customer, id } = await newSubscription();
    const all = bodies();
    for (const n of [1, 2, 3, 4, 5, 6] as const) await step(id, n, all[n], customer.headers);
    const documents = await uploadAll(customer.headers);
    const passport = { ...documents, identity_verso: undefined, identity_type: 'passport' };
    const unknown = await step(id, 7, { ...passport, identity_type: 'driving_licence' }, customer.headers);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().result.map(({ field }: { field: string }) => field)).toEqual(['identity_type']);
    const withoutPage = await step(id, 7, { ...passport, identity_recto: undefined }, customer.headers);
    expect(withoutPage.json().result).toEqual([
      { field: 'identity_recto', message: 'Ce document est obligatoire.' },
    ]);
    const saved = await step(id, 7, passport, customer.headers);
    expect(saved.statusCode, saved.body).toBe(200);
    const detail = (await api.get(`/users/souscriptions/${id}`, { headers: customer.headers })).json();
    expect(detail.documents_info.identity_type).toBe('passport');
    expect(detail.documents_info.identity_verso).toBeUndefined();
    expect(detail.documents_review.map(({ kind }: { kind: string }) => kind)).toEqual([
      'identity_recto',
      'permis_recto',
      'permis_verso',
      'cg_recto',
      'cg_verso',
    ]);
  });

  it("refuses a staff account's subscription: only customers take out cover", async () => {
    for (const role of ['clerk', 'admin'] as const) {
      const member = await t.signedInUser({ role });
      const refused = await api.post(
        '/users/souscriptions',
        { type: 'physique', first_name: 'Youssef', last_name: 'Staff', accept_cgu: true },
        { headers: member.headers },
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        "Un compte du personnel de l'assureur ne souscrit pas : utilisez un compte client.",
      );
      const owned = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id));
      expect(owned).toEqual([]);
    }
  });

  it("lists only the caller's own subscriptions, newest first, 30 a page", async () => {
    const { customer, id } = await newSubscription();
    const second = await api.post(
      '/users/souscriptions',
      {
        type: 'morale',
        raison_sociale: 'Transports Atlas',
        email: customer.email,
        ...customer.phone,
        accept_cgu: true,
      },
      { headers: customer.headers },
    );
    const list = await api.get(
      `/users/souscriptions/?$top=30&$skip=0&$sort=${encodeURIComponent('created_at DESC')}`,
      { headers: customer.headers },
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ count: 3, skip: 0 });
    const ids = list.json().value.map((row: { _id: string }) => row._id);
    expect(ids[0]).toBe(second.json()._id);
    expect(ids).toContain(id);
    const page = await api.get('/users/souscriptions/?$top=1&$skip=1', { headers: customer.headers });
    expect(page.json()).toMatchObject({ count: 3, skip: 1 });
    expect(page.json().value).toHaveLength(1);
    // Past the last page no row carries the count: it is still told.
    const past = await api.get('/users/souscriptions/?$top=1&$skip=5', { headers: customer.headers });
    expect(past.json()).toMatchObject({ count: 3, skip: 5, value: [] });
    const stranger = await signUpCustomer(t);
    expect((await api.get('/users/souscriptions/', { headers: stranger.headers })).json().count).toBe(1);
  });

  it('refuses any change once paid', async () => {
    const { customer, id } = await newSubscription();
    await t.handle.db.update(subscriptions).set({ statut: 'paid' }).where(eq(subscriptions.id, id));
    const answer = await step(id, 1, bodies()[1], customer.headers);
    expect(answer.statusCode).toBe(409);
  });
});
