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

  it('keeps the packs without assistance for a vehicle over ten years; step 5 refuses assistance in words', async () => {
    const { customer, id } = await atStepFive(currentYearInMorocco() - 11);
    const body = (await offersOf(id, customer.headers)).json();
    expect(codes(body.packs)).toEqual(['BASE', 'CONFORT', 'SERENITE']);
    expect(codes(body.packs[1].garanties)).toEqual(['RC', 'DR', 'BRIS_GLACE', 'INCENDIE']);
    expect(codes(body.cartes)).not.toContain('ASSISTANCE');
    expect(codes(body.packs[0].options)).not.toContain('ASSISTANCE');
    expect(body.exclusions).toEqual([expect.objectContaining({ grnt_Code: 'ASSISTANCE', age_max: 10 })]);
    expect(body.annee_requise).toBe(false);

    const cover = (pack_Id: number, selected_garanties: object[] = []) => ({
      type: 'pack',
      pack_Id,
      selected_garanties,
      remorque: false,
    });
    // Essentiel without assistance would be the liability and legal defence alone: not sold.
    for (const refusedCover of [cover(2), cover(1, [{ grnt_Id: 3, selected_formule: 'default' }])]) {
      const refused = await fixture.step(id, 5, refusedCover, customer.headers, 'en');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(
        'The “Roadside assistance” guarantee is not offered for a vehicle over 10 years old.',
      );
    }
    const confort = await fixture.step(id, 5, cover(3), customer.headers);
    expect(confort.statusCode, confort.body).toBe(200);
    expect(confort.json().simulation_result.primeTotal).toBe(body.packs[1].primeTotal);
    expect(confort.json().simulation_result.garanties.map((line: { code: string }) => line.code)).toEqual([
      'RC',
      'DR',
      'BRIS_GLACE',
      'INCENDIE',
    ]);
  });

  it('asks the year before assistance is chosen when step 3 left it blank, and keeps it once given', async () => {
    const { customer, id } = await atStepFive();
    const offers = (await offersOf(id, customer.headers)).json();
    expect(offers.annee_requise).toBe(true);
    expect(codes(offers.packs)).toEqual(['BASE', 'ESSENTIEL', 'CONFORT', 'SERENITE']);

    const confort = { type: 'pack', pack_Id: 3, selected_garanties: [], remorque: false };
    for (const url of [`/users/souscriptions/${id}/quote`, `/users/souscriptions/${id}/step5`]) {
      const refused = await api.post(url, confort, { headers: customer.headers, language: 'ar' });
      expect(refused.statusCode, url).toBe(422);
      expect(refused.json().result).toEqual([
        { field: 'annee_circulation', message: refused.json().message },
      ]);
      expect(refused.json().message).toBe(
        'أدخل سنة أول استعمال للمركبة لاختيار ضمان «المساعدة على الطريق»: فهو غير متاح لمركبة يزيد عمرها عن 10 سنوات.',
      );
    }
    // A cover without assistance needs no year.
    const basic = await api.post(
      `/users/souscriptions/${id}/quote`,
      { type: 'carte', selected_garanties: [{ grnt_Id: 5, selected_formule: 'F1' }], remorque: false },
      { headers: customer.headers },
    );
    expect(basic.statusCode, basic.body).toBe(200);

    // The year given at step 5: an old car's offers, then its refusals, come from it.
    const old = currentYearInMorocco() - 12;
    const forOld = await api.get(`/users/souscriptions/${id}/packs?annee_circulation=${old}`, {
      headers: customer.headers,
    });
    expect(codes(forOld.json().packs)).toEqual(['BASE', 'CONFORT', 'SERENITE']);
    const tooOld = await api.post(
      `/users/souscriptions/${id}/quote`,
      { ...confort, pack_Id: 2, annee_circulation: old },
      { headers: customer.headers },
    );
    expect(tooOld.statusCode).toBe(422);
    expect(tooOld.json().message).toBe(
      "La garantie « Assistance » n'est pas proposée pour un véhicule de plus de 10 ans.",
    );
    const future = await api.post(
      `/users/souscriptions/${id}/quote`,
      { ...confort, annee_circulation: currentYearInMorocco() + 1 },
      { headers: customer.headers },
    );
    expect(future.statusCode).toBe(422);
    expect(future.json().result[0].field).toBe('annee_circulation');

    const recent = currentYearInMorocco() - 3;
    const saved = await fixture.step(id, 5, { ...confort, annee_circulation: recent }, customer.headers);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().vehicule_info.annee_circulation).toBe(recent);
    expect(saved.json().simulation_result.garanties.map((line: { code: string }) => line.code)).toContain(
      'ASSISTANCE',
    );
    // Stored with the vehicle: the offers no longer ask it, and step 6 prices the same cover.
    expect((await offersOf(id, customer.headers)).json().annee_requise).toBe(false);
    expect((await fixture.step(id, 6, {}, customer.headers)).statusCode).toBe(200);
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
