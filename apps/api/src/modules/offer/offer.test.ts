import {
  BASIC_COVER,
  computeQuote,
  centimesToAmount,
  SEED_TARIFF,
  type TTariffVersionDetail,
} from '@bi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { periods } from '../../db/schema';
import { caller } from '../../test/api-calls';
import { staffMember } from '../../test/staff';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { REFERENCE_DATA_TTL_MS } from '../reference-lists/reference-data-cache';

let t: TTestApp;
let api: ReturnType<typeof caller>;
const asAdmin = { headers: {} as Record<string, string> };
beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  asAdmin.headers = (await staffMember(t, 'admin')).headers;
});

const periodId = async (code: string) =>
  (await t.handle.db.select({ id: periods.id }).from(periods).where(eq(periods.code, code)))[0]!.id;
const switchPeriod = (id: number, move: 'switch-on' | 'switch-off') =>
  api.post(`/backoffice/reference/periods/${id}/${move}`, {}, asAdmin);
/** The tourism "from" price the offer page shows for an effect date. */
const tourismFrom = async (date: string): Promise<number> =>
  (await api.get(`/offre/tarifs?date_effet=${date}`))
    .json()
    .result.find((row: { usage_Code: string }) => row.usage_Code === 'TOURISME').prix_depart;
afterAll(() => t.close());

describe('GET /api/v1/offre/tarifs', () => {
  it('gives every usage its starting price and trailer rate without signing in', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/offre/tarifs' });
    expect(answer.statusCode).toBe(200);
    const prices = Object.fromEntries(
      answer
        .json()
        .result.map((row: { usage_Code: string; prix_depart: number; taux_remorque: number }) => [
          row.usage_Code,
          [row.prix_depart, row.taux_remorque],
        ]),
    );
    expect(prices).toEqual({
      TOURISME: [497.91, 10],
      UTILITAIRE: [497.91, 20],
      CAMION: [1124.01, 30],
      TAXI: [915.31, 10],
      AUTOCAR: [3312.04, 10],
      DEUX_ROUES_50: [393.56, 20],
      DEUX_ROUES_PLUS_50: [497.91, 20],
    });
  });

  it('prices on the tariff in force on the effect date asked, and refuses a date no tariff covers', async () => {
    const dated = await t.app.inject({ method: 'GET', url: '/api/v1/offre/tarifs?date_effet=2027-02-10' });
    expect(dated.statusCode).toBe(200);
    expect(dated.json()).toMatchObject({ date: '2027-02-10', tarif_version: expect.any(String) });

    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/offre/tarifs?date_effet=2027-02-30',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBeTruthy();

    const beforeAnyTariff = await t.app.inject({
      method: 'GET',
      url: '/api/v1/offre/tarifs?date_effet=2020-01-01',
    });
    expect(beforeAnyTariff.statusCode).toBe(422);
    expect(beforeAnyTariff.json().message).toBeTruthy();
  });

  it('quotes "from" on the shortest period still offered once an administrator switched 5 days off', async () => {
    const j5 = await periodId('J5');
    expect((await switchPeriod(j5, 'switch-off')).statusCode).toBe(200);
    try {
      const tenDays = computeQuote(
        { usage: 'TOURISME', period: 'J10', effectDate: '2027-02-10', cover: BASIC_COVER, trailer: false },
        SEED_TARIFF,
      );
      expect(await tourismFrom('2027-02-10')).toBe(centimesToAmount(tenDays.primeTotal));
      expect(await tourismFrom('2027-02-10')).toBeGreaterThan(497.91);
    } finally {
      expect((await switchPeriod(j5, 'switch-on')).statusCode).toBe(200);
    }
    // Switched on again: seen by the very next call, the kept durations forgotten by the change.
    expect(await tourismFrom('2027-02-10')).toBe(497.91);
  });

  it('reads the durations offered from memory, not once per visitor, within their time on another instance', async () => {
    expect(await tourismFrom('2027-02-10')).toBe(497.91);
    // A change the console did not make (another instance's) is not read by the next visitor's call...
    await t.handle.db.update(periods).set({ active: false }).where(eq(periods.code, 'J5'));
    try {
      expect(await tourismFrom('2027-02-10')).toBe(497.91);
      // ...but is seen once the kept durations have had their time.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      try {
        vi.setSystemTime(Date.now() + REFERENCE_DATA_TTL_MS + 1);
        expect(await tourismFrom('2027-02-10')).toBeGreaterThan(497.91);
      } finally {
        vi.useRealTimers();
      }
    } finally {
      await t.handle.db.update(periods).set({ active: true }).where(eq(periods.code, 'J5'));
      t.app.referenceData.forget();
    }
  });

  it('prices from a version the moment a second administrator publishes it', async () => {
    const second = { headers: (await staffMember(t, 'admin')).headers };
    // After every date the other cases ask for, so they keep pricing from version 1.
    const from = '2027-06-01';
    expect(await tourismFrom(from)).toBe(497.91);
    const draft = (await api.post('/backoffice/tarifs', {}, asAdmin)).json() as TTariffVersionDetail;
    const liability = draft.tarif.usages.TOURISME.liability;
    const dearer = {
      ...draft.tarif.usages.TOURISME,
      liability: { ...liability, J5: liability.J5! + 10_000 },
    };
    const tarif = { ...draft.tarif, usages: { ...draft.tarif.usages, TOURISME: dearer } };
    await api.put(`/backoffice/tarifs/${draft.id}`, { date_effet: from, tarif }, asAdmin);
    expect((await api.post(`/backoffice/tarifs/${draft.id}/submit`, {}, asAdmin)).statusCode).toBe(200);
    expect((await api.post(`/backoffice/tarifs/${draft.id}/approve`, {}, second)).statusCode).toBe(200);

    const answer = (await api.get(`/offre/tarifs?date_effet=${from}`)).json();
    expect(answer.tarif_version).toBe(draft.label);
    expect(await tourismFrom(from)).toBeGreaterThan(497.91);
  });
});
