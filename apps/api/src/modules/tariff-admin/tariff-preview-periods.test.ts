import { amountToCentimes, type TTariffVersionDetail } from '@bi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../test/api-calls';
import { staffMember } from '../../test/staff';
import { createTestApp, type TTestApp } from '../../test/test-app';

/** The 5 days, the shortest duration of the seed. */
const FIVE_DAYS = 1;

let t: TTestApp;
let api: ReturnType<typeof caller>;
const asAdmin = { headers: {} as Record<string, string>, language: 'fr' };

/** The offer page's starting prices on `date`, in centimes by usage. */
const offerPageOn = async (date: string) => {
  const answer = await api.get(`/offre/tarifs?date_effet=${date}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer
    .json()
    .result.map((row: { usage_Code: string; prix_depart: number }) => [
      row.usage_Code,
      amountToCentimes(row.prix_depart),
    ]) as [string, number][];
};
/** A new draft's preview of every usage's starting price, the version in force's beside it. */
const draftPreview = async () => {
  const draft = (await api.post('/backoffice/tarifs', {}, asAdmin)).json() as TTariffVersionDetail;
  return { date: draft.date_effet, departs: draft.apercu.departs };
};

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  asAdmin.headers = (await staffMember(t, 'admin')).headers;
});
afterAll(async () => t.close());

describe("a tariff draft's preview of the starting prices", () => {
  it('says what the offer page says, for the shortest duration still offered', async () => {
    const before = await draftPreview();
    expect(before.departs.map((row) => [row.usage_Code, row.en_vigueur])).toEqual(
      await offerPageOn(before.date),
    );

    const off = await api.post(`/backoffice/reference/periods/${FIVE_DAYS}/switch-off`, {}, asAdmin);
    expect(off.statusCode, off.body).toBe(200);
    const after = await draftPreview();
    const offerPage = await offerPageOn(after.date);
    expect(after.departs.map((row) => [row.usage_Code, row.en_vigueur])).toEqual(offerPage);
    // The draft copies the version in force: its own starting prices are the same.
    expect(after.departs.map((row) => [row.usage_Code, row.version])).toEqual(offerPage);
    // Ten days now, dearer than five for every usage.
    before.departs.forEach((row, index) => {
      expect(after.departs[index]!.en_vigueur).toBeGreaterThan(row.en_vigueur!);
    });
  });
});
