import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../../test/movable-clock';
import { subscriptionFixture, type TSubscriptionFixture } from '../../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../../test/test-app';

const clock = movableClock();
let t: TTestApp;
let fixture: TSubscriptionFixture;

beforeAll(async () => {
  t = await createTestApp({ providers: { clock } });
  fixture = await subscriptionFixture(t);
});
afterAll(() => t.close());

describe('step 3: the year of first registration', () => {
  it("is refused after the server's current year, judged on its clock, not the machine's", async () => {
    const { customer, id } = await fixture.newSubscription();
    const bodies = fixture.bodies();
    for (const n of [1, 2] as const)
      expect((await fixture.step(id, n, bodies[n], customer.headers)).statusCode).toBe(200);
    const nextYear = Number(clock.today().slice(0, 4)) + 1;
    const vehicle = { ...bodies[3], annee_circulation: nextYear };

    const refused = await fixture.step(id, 3, vehicle, customer.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().result).toEqual([
      expect.objectContaining({
        field: 'annee_circulation',
        message: "L'année ne peut pas être dans le futur.",
      }),
    ]);

    // A year on, on the server's clock, the same vehicle is taken.
    clock.travel(366);
    const taken = await fixture.step(id, 3, vehicle, customer.headers);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().vehicule_info.annee_circulation).toBe(nextYear);
  });
});
