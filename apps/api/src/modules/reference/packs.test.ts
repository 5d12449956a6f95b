import { addDays, todayInMorocco } from '@bi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await t.signedInUser());
});
afterAll(() => t.close());

const packs = (body: unknown, language = 'fr') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/users/souscriptions/packs',
    headers: { ...headers, 'accept-language': language },
    payload: body as object,
  });
const tomorrow = addDays(todayInMorocco(), 1);

describe('POST /users/souscriptions/packs', () => {
  it('offers the basic offer alone outside tourism and under a month, at the published price', async () => {
    const answer = await packs({ usage_Id: 4, dateEffet: tomorrow, periode_ParJour: true, periode_Nbr: 5 });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.packs).toHaveLength(1);
    expect(body.packs[0]).toMatchObject({ pack_Code: 'BASE', primeTotal: 915.31 });
    expect(body.cartes).toEqual([]);
    expect(body.taux_remorque).toBe(10);
  });

  it('offers every pack and the à la carte guarantees for tourism from one month', async () => {
    const body = (
      await packs({ usage_Id: 1, dateEffet: tomorrow, periode_ParJour: false, periode_Nbr: 1 })
    ).json();
    expect(body.packs.map((pack: { pack_Code: string }) => pack.pack_Code)).toEqual([
      'BASE',
      'ESSENTIEL',
      'CONFORT',
      'SERENITE',
    ]);
    for (const pack of body.packs) {
      expect(Math.round((pack.primeNet + pack.totalTaxe) * 100)).toBe(Math.round(pack.primeTotal * 100));
    }
    const collision = body.cartes.find((g: { grnt_Code: string }) => g.grnt_Code === 'DOMMAGE_COLLISION');
    expect(collision.formules[0]).toMatchObject({ valeurMax: 30000, franchise: 1000 });
    const glass = body.cartes.find((g: { grnt_Code: string }) => g.grnt_Code === 'BRIS_GLACE');
    expect(glass.formules[0]).toMatchObject({ valeurMax: 10000, franchise: 10 });
    const rc = body.cartes.find((g: { grnt_Code: string }) => g.grnt_Code === 'RC');
    expect(rc.grnt_Obligatoire).toBe(true);
  });

  it('takes the year of first registration: an old car keeps its packs without assistance (decision 041)', async () => {
    const month = { usage_Id: 1, dateEffet: tomorrow, periode_ParJour: false, periode_Nbr: 1 };
    const codes = (list: { pack_Code?: string; grnt_Code?: string }[]) =>
      list.map((item) => item.pack_Code ?? item.grnt_Code);
    const unknown = (await packs(month)).json();
    expect(unknown.annee_requise).toBe(true);
    const year = Number(tomorrow.slice(0, 4));
    const old = (await packs({ ...month, annee_circulation: year - 11 })).json();
    expect(codes(old.packs)).toEqual(['BASE', 'CONFORT', 'SERENITE']);
    expect(codes(old.packs[1].garanties)).not.toContain('ASSISTANCE');
    expect(old.annee_requise).toBe(false);
    expect(codes((await packs({ ...month, annee_circulation: year - 10 })).json().packs)).toHaveLength(4);
    const future = await packs({ ...month, annee_circulation: Number(todayInMorocco().slice(0, 4)) + 1 });
    expect(future.statusCode).toBe(422);
    expect(future.json().result).toEqual([
      { field: 'annee_circulation', message: "L'année ne peut pas être dans le futur." },
    ]);
  });

  it('prices what a customer reads taxes included: pack options and à la carte lines', async () => {
    const body = (
      await packs({ usage_Id: 1, dateEffet: tomorrow, periode_ParJour: false, periode_Nbr: 1 })
    ).json();
    const basic = body.packs[0];
    const collision = basic.options.find((g: { grnt_Code: string }) => g.grnt_Code === 'DOMMAGE_COLLISION');
    expect(collision.formules[0]).toMatchObject({ prime: 120, prime_ttc: 138 });
    const rc = body.cartes.find((g: { grnt_Code: string }) => g.grnt_Code === 'RC');
    expect(rc.formules[0]).toMatchObject({ prime: 872, prime_ttc: basic.primeTotal });
    expect(basic.garanties[0].formules[0].prime_ttc).toBeNull();
    // No vehicle age in the spec's payload: nothing is left out.
    expect(body.exclusions).toEqual([]);
  });

  it('refuses an unknown usage or duration with the field named', async () => {
    const usage = await packs(
      { usage_Id: 99, dateEffet: tomorrow, periode_ParJour: true, periode_Nbr: 5 },
      'en',
    );
    expect(usage.statusCode).toBe(422);
    expect(usage.json()).toEqual({
      message: 'Unknown usage.',
      result: [{ field: 'usage_Id', message: 'Unknown usage.' }],
    });
    const period = await packs({ usage_Id: 1, dateEffet: tomorrow, periode_ParJour: true, periode_Nbr: 7 });
    expect(period.statusCode).toBe(422);
  });

  it('refuses an effect date in the past or beyond three months', async () => {
    const past = await packs({
      usage_Id: 1,
      dateEffet: addDays(todayInMorocco(), -1),
      periode_ParJour: true,
      periode_Nbr: 5,
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toMatch(/^La date d'effet doit être comprise entre le \d{2}\/\d{2}\/\d{4}/);
    const far = await packs({
      usage_Id: 1,
      dateEffet: addDays(todayInMorocco(), 100),
      periode_ParJour: true,
      periode_Nbr: 5,
    });
    expect(far.statusCode).toBe(422);
  });

  it('answers malformed bodies with field errors in the caller language', async () => {
    const answer = await packs({ usage_Id: '1', dateEffet: '31/12/2026', periode_ParJour: true }, 'ar');
    expect(answer.statusCode).toBe(400);
    const { message, result } = answer.json();
    expect(message).toBe('بعض المعلومات غير صالحة.');
    const fields = result.map((error: { field: string }) => error.field).sort();
    expect(fields).toEqual(['dateEffet', 'periode_Nbr', 'usage_Id']);
    const date = result.find((error: { field: string }) => error.field === 'dateEffet');
    expect(date.message).toBe('تاريخ غير صالح (الصيغة المطلوبة YYYY-MM-DD).');
    const missing = result.find((error: { field: string }) => error.field === 'periode_Nbr');
    expect(missing.message).toBe('هذا الحقل إلزامي.');
  });
});
