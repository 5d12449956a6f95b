import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../test/api-calls';
import { subscriptionFixture, type TSubscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';

/** PostgreSQL's `integer` ends here: one more, sent to the database, is an error there (a 500). */
const LARGEST = 2_147_483_647;
const tooBig = (field: string) => ({
  message: 'Some information is invalid.',
  result: [{ field, message: `The value must be at most ${LARGEST}.` }],
});

let t: TTestApp;
let fixture: TSubscriptionFixture;
beforeAll(async () => {
  t = await createTestApp();
  fixture = await subscriptionFixture(t);
});
afterAll(() => t.close());

describe('an integer past PostgreSQL integer', () => {
  it('as the office or the entry city of step 2 is a 400 naming the field', async () => {
    const { customer, id } = await fixture.newSubscription();
    await fixture.completeSteps(id, customer.headers, 1);
    const office = fixture.bodies()[2];
    for (const field of ['bureau_gestion', 'ville_entree'] as const) {
      const answer = await fixture.step(id, 2, { ...office, [field]: LARGEST + 1 }, customer.headers, 'en');
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json(), field).toEqual(tooBig(field));
    }
    // The largest integer is looked up, and no such office is found.
    const largest = await fixture.step(id, 2, { ...office, bureau_gestion: LARGEST }, customer.headers, 'en');
    expect(largest.statusCode).toBe(422);
    expect(largest.json().result[0].field).toBe('bureau_gestion');
  });

  it('as the start of a page of subscriptions is a 400; the largest start is an empty page', async () => {
    const { customer } = await fixture.newSubscription();
    const list = (skip: number) =>
      caller(t).get(`/users/souscriptions?$skip=${skip}`, { headers: customer.headers, language: 'en' });
    const past = await list(LARGEST + 1);
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual(tooBig('$skip'));
    const largest = await list(LARGEST);
    expect(largest.statusCode).toBe(200);
    expect(largest.json().value).toEqual([]);
  });
});
