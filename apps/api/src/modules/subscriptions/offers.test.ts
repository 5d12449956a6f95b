import { addDays, currentYearInMorocco, todayInMorocco } from '@bi/domain';
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

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  fixture = await subscriptionFixture(t);
});
afterAll(() => t.close());

const offersOf = (id: string, headers: Record<string, string>, language = 'fr') =>
  api.get(`/users/souscriptions/${id}/packs`, { headers, language });
const codes = (list: { pack_Code?: string; grnt_Code?: string }[]) =>
  list.map((item) => item.pack_Code ?? item.grnt_Code);

/** A subscription at step 5: tourism for one month from tomorrow, the vehicle first registered in `year`. */
async function atStepFive(year?: number) {
  const { customer, id } = await fixture.newSubscription();
  const all = fixture.bodies();
  for (const [n, body] of [
    [1, all[1]],
    [2, all[2]],
    [3, { ...all[3], ...(year && { annee_circulation: year }) }],
    [4, all[4]],
  ] as const) {
    const saved = await fixture.step(id, n, body, customer.headers);
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return { customer, id };
}

describe('GET /users/souscriptions/{id}/packs', () => {
  it('prices the offers from the stored usage, duration and date, taxes included', async () => {
    const { customer, id } = await atStepFive();
    const answer = await offersOf(id, customer.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(codes(body.packs)).toEqual(['BASE', 'ESSENTIEL', 'CONFORT', 'SERENITE']);
    expect(body.packs[0].primeTotal).toBe(1029.14);
    const collision = body.packs[0].options.find(
      (option: { grnt_Code: string }) => option.grnt_Code === 'DOMMAGE_COLLISION',
    );
    expect(collision.formules[0]).toMatchObject({ prime: 120, prime_ttc: 138 });
    const rc = body.cartes.find((line: { grnt_Code: string }) => line.grnt_Code === 'RC');
    expect(rc.formules[0].prime_ttc).toBe(1029.14);
    expect(body.exclusions).toEqual([]);

    // The spec's call with the same stored values answers the same offers.
    const posted = await api.post(
      '/users/souscriptions/packs',
      { usage_Id: 1, dateEffet: addDays(todayInMorocco(), 1), periode_ParJour: false, periode_Nbr: 1 },
      { headers: customer.headers },
    );
    expect(posted.json()).toEqual(body);

    // And the price of a pack with an option is what the quote of that choice says.
    const quote = await api.post(
      `/users/souscriptions/${id}/quote`,
      { type: 'pack', pack_Id: 1, selected_garanties: [{ grnt_Id: 4, selected_formule: 'F1' }] },
      { headers: customer.headers },
    );
    expect(quote.json().primeTotal).toBe(1029.14 + 138);
  });

  it('names the pack or guarantee a quote or step 5 asks for that the catalogue does not have', async () => {
    const { customer, id } = await atStepFive();
    const unknownPack = { type: 'pack', pack_Id: 999, selected_garanties: [] };
    const unknownGuarantee = {
      type: 'carte',
      selected_garanties: [{ grnt_Id: 999, selected_formule: 'F1' }],
    };
    for (const url of [`/users/souscriptions/${id}/quote`, `/users/souscriptions/${id}/step5`]) {
      for (const [body, field] of [
        [unknownPack, 'pack_Id'],
        [unknownGuarantee, 'selected_garanties'],
      ] as const) {
        const answer = await api.post(url, body, { headers: customer.headers, language: 'en' });
        expect(answer.statusCode, `${url} ${answer.body}`).toBe(422);
        expect(answer.json().result).toEqual([{ field, message: answer.json().message }]);
      }
    }
  });

  it('leaves out assistance and its packs for a vehicle over ten years, and step 5 refuses it in words', async () => {
    const { customer, id } = await atStepFive(currentYearInMorocco() - 11);
    const body = (await offersOf(id, customer.headers)).json();
    expect(codes(body.packs)).toEqual(['BASE']);
    expect(codes(body.cartes)).not.toContain('ASSISTANCE');
    expect(codes(body.packs[0].options)).not.toContain('ASSISTANCE');
    expect(body.exclusions).toEqual([expect.objectContaining({ grnt_Code: 'ASSISTANCE', age_max: 10 })]);

    const refused = await fixture.step(
      id,
      5,
      { type: 'pack', pack_Id: 2, selected_garanties: [], remorque: false },
      customer.headers,
      'en',
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'The “Roadside assistance” guarantee is not offered for a vehicle over 10 years old.',
    );
  });

  it('offers everything to a ten-year-old vehicle', async () => {
    const { customer, id } = await atStepFive(currentYearInMorocco() - 10);
    expect(codes((await offersOf(id, customer.headers)).json().packs)).toHaveLength(4);
  });

  it('asks for a new date once the stored effect date has passed', async () => {
    const { customer, id } = await atStepFive();
    const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    await t.handle.db
      .update(subscriptions)
      .set({ periodeInfo: { ...row!.periodeInfo!, date_effet: addDays(todayInMorocco(), -2) } })
      .where(eq(subscriptions.id, id));
    const answer = await offersOf(id, customer.headers);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toBe(
      "La date d'effet est passée : choisissez une nouvelle date à l'étape 4.",
    );
  });

  it('is a 409 before the period is chosen, and a 404 for another customer', async () => {
    const { customer, id } = await fixture.newSubscription();
    const early = await offersOf(id, customer.headers);
    expect(early.statusCode).toBe(409);
    const stranger = await signUpCustomer(t);
    expect((await offersOf(id, stranger.headers)).statusCode).toBe(404);
    expect((await offersOf('not-an-id', customer.headers)).statusCode).toBe(404);
  });
});
