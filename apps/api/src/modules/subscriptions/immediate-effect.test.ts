import { addDays, formatDisplayDate, translate } from '@bi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../test/api-calls';
import { movableClock } from '../../test/movable-clock';
import { officeWithoutImmediateEffect } from '../../test/office-counter';
import { subscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';

const clock = movableClock();
let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp({ providers: { clock }, env: { CODE_SENDS_PER_HOUR_PER_IP: '1000' } });
});
afterAll(async () => t.close());

/** A quote for tomorrow at an office that cannot issue with immediate effect, saved up to `last`. */
async function quoteForTomorrow(last: 5 | 7) {
  const office = await officeWithoutImmediateEffect(t);
  const fixture = await subscriptionFixture(t);
  const { customer, id } = await fixture.newSubscription();
  const bodies = fixture.bodies();
  const steps = [
    [1, bodies[1]],
    [2, { ville_entree: office.cityId, bureau_gestion: office.id }],
    [3, bodies[3]],
    [4, { ...bodies[4], date_effet: addDays(clock.today(), 1) }],
    [5, bodies[5]],
  ] as const;
  for (const [n, body] of steps) {
    const saved = await fixture.step(id, n, body, customer.headers);
    expect(saved.statusCode, saved.body).toBe(200);
  }
  if (last === 7) {
    expect((await fixture.step(id, 6, {}, customer.headers)).statusCode).toBe(200);
    const documents = await fixture.uploadAll(customer.headers);
    expect((await fixture.step(id, 7, documents, customer.headers)).statusCode).toBe(200);
  }
  return { fixture, customer, id };
}

const notToday = () =>
  translate('fr', 'period.effectTodayNotImmediate', { min: formatDisplayDate(addDays(clock.today(), 1)) });

describe('a cover that would start today at an office without immediate effect (decision 024)', () => {
  it('is not confirmed the next day: the quote needs a new date', async () => {
    const { fixture, customer, id } = await quoteForTomorrow(5);
    clock.travel(1);
    try {
      const confirmed = await fixture.step(id, 6, {}, customer.headers);
      expect(confirmed.statusCode).toBe(409);
      expect(confirmed.json().message).toBe(notToday());
    } finally {
      clock.travel(-1);
    }
  }, 60_000);

  it('is not paid the next day either', async () => {
    const { customer, id } = await quoteForTomorrow(7);
    const api = caller(t);
    expect(
      (await api.post(`/users/souscriptions/${id}/pay-link`, {}, { headers: customer.headers })).statusCode,
    ).toBe(200);
    clock.travel(1);
    try {
      const link = await api.post(`/users/souscriptions/${id}/pay-link`, {}, { headers: customer.headers });
      expect(link.statusCode).toBe(409);
      expect(link.json().message).toBe(notToday());
    } finally {
      clock.travel(-1);
    }
  }, 60_000);
});
