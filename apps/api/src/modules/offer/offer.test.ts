import { BASIC_COVER, computeQuote, centimesToAmount, SEED_TARIFF } from '@bi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periods } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
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
    await t.handle.db.update(periods).set({ active: false }).where(eq(periods.code, 'J5'));
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/api/v1/offre/tarifs?date_effet=2027-02-10' });
      const tourism = answer
        .json()
        .result.find((row: { usage_Code: string }) => row.usage_Code === 'TOURISME');
      const tenDays = computeQuote(
        { usage: 'TOURISME', period: 'J10', effectDate: '2027-02-10', cover: BASIC_COVER, trailer: false },
        SEED_TARIFF,
      );
      expect(tourism.prix_depart).toBe(centimesToAmount(tenDays.primeTotal));
      expect(tourism.prix_depart).toBeGreaterThan(497.91);
    } finally {
      await t.handle.db.update(periods).set({ active: true }).where(eq(periods.code, 'J5'));
    }
  });
});
