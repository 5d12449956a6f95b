import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionFixture, type TSubscriptionFixture } from '../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../test/test-app';

let t: TTestApp;
let fixture: TSubscriptionFixture;
beforeAll(async () => {
  t = await createTestApp();
  fixture = await subscriptionFixture(t);
});
afterAll(() => t.close());

const refusal = (field: string, message: string) => ({
  message: 'Some information is invalid.',
  result: [{ field, message }],
});
const EN = 'Contains a character that is not accepted (a control character or a broken character).';

describe('text PostgreSQL cannot store', () => {
  it('refuses NUL and a lone surrogate anywhere in a body, naming the field, and keeps what was saved', async () => {
    const { customer, id } = await fixture.newSubscription();
    await fixture.completeSteps(id, customer.headers, 1);
    const valid = fixture.bodies()[1];
    for (const [body, field] of [
      [{ ...valid, address1: '12 rue\u0000 de la Paix' }, 'address1'],
      [{ ...valid, ville: 'Lyon\uD800' }, 'ville'],
      [{ ...valid, num_identity: '\uDC00AB123456' }, 'num_identity'],
    ] as const) {
      const answer = await fixture.step(id, 1, body, customer.headers, 'en');
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual(refusal(field, EN));
    }
    const saved = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/souscriptions/${id}`,
      headers: customer.headers,
    });
    expect(JSON.stringify(saved.json())).toContain('12 rue de la Paix');
  });

  it('refuses them in a key, in the query and as JSON escapes, in the caller language', async () => {
    const user = await t.signedInUser();
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/users/check',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
      payload: '{"email":"a@b.ma","x\\u0000":1}',
    });
    expect(key.statusCode).toBe(400);
    expect(key.json().result).toEqual([
      {
        field: 'x\u0000',
        message: 'Contient un caractère non accepté (caractère de contrôle ou caractère invalide).',
      },
    ]);
    const escaped = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/users/check',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      payload: '{"email":"a\\ud800@b.ma"}',
    });
    expect(escaped.statusCode).toBe(400);
    expect(escaped.json().result).toEqual([
      { field: 'email', message: 'يحتوي على حرف غير مقبول (حرف تحكم أو حرف تالف).' },
    ]);
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/souscriptions/marques?$q=da%00cia',
      headers: { ...user.headers, 'accept-language': 'en' },
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual(refusal('$q', EN));
  });
});

describe('a sign-up body that is not an object', () => {
  it('is a 400 with the message, whatever JSON value it is', async () => {
    for (const payload of ['true', '-1', '"hello"', 'null', '[]']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/users/signup',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        payload,
      });
      expect(answer.statusCode, payload).toBe(400);
      expect(answer.json().message).toBe('Some information is invalid.');
    }
  });
});
