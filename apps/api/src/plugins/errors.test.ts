import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeSession } from '../modules/auth/session-tokens';
import { sessions } from '../db/schema';
import { createTestApp, type TTestApp } from '../test/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('one error handler', () => {
  it.each([
    ['fr', "Cette adresse de l'API n'existe pas : GET /api/v1/inconnu."],
    ['en', 'This API address does not exist: GET /api/v1/inconnu.'],
    ['ar', 'هذا العنوان غير موجود في واجهة البرمجة: GET /api/v1/inconnu.'],
  ])('answers an unknown API path with a JSON 404 in %s', async (language, message) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/inconnu?x=1',
      headers: { 'accept-language': language },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toMatch(/application\/json/);
    expect(answer.json()).toEqual({ message });
  });

  it('answers a body that is not JSON with a 400, not a 500', async () => {
    const { headers } = await t.signedInUser();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/souscriptions/packs',
      headers: { ...headers, 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"usage_Id": 1,',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('speaks the signed-in user language when the caller sends none', async () => {
    const { headers } = await t.signedInUser({ language: 'en' });
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/souscriptions/bureaux?$ville=0',
      headers,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Some information is invalid.');
  });

  it('refuses a forged, a malformed and a revoked token', async () => {
    const url = '/api/v1/users/souscriptions/usages';
    const { id, headers } = await t.signedInUser();
    expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);

    const forged = headers.authorization.slice(0, -4) + 'abcd';
    expect((await t.app.inject({ method: 'GET', url, headers: { authorization: forged } })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer nonsense' } })).statusCode,
    ).toBe(401);

    const [session] = await t.handle.db.select().from(sessions);
    const mine = (await t.handle.db.select().from(sessions)).find((row) => row.userId === id) ?? session!;
    await revokeSession(t.handle.db, mine.id);
    const revoked = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, 'accept-language': 'en' },
    });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ message: 'Your session has expired' });
  });

  it('answers an anonymous call with a malformed body 401, before judging the body', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/souscriptions/packs',
      headers: { 'accept-language': 'en' },
      payload: { usage_Id: 'not a number' },
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ message: 'Your session has expired' });
  });

  it('tags every answer with a request id', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the request budget', () => {
  it('counts API calls only, never the web app files', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const page = await Promise.all(
        [1, 2, 3].map(() => limited.app.inject({ method: 'GET', url: '/souscriptions/step1' })),
      );
      expect(page.map((answer) => answer.statusCode)).not.toContain(429);
      const api = await Promise.all(
        [1, 2, 3].map(() => limited.app.inject({ method: 'GET', url: '/api/v1/offre/tarifs' })),
      );
      expect(api.map((answer) => answer.statusCode)).toContain(429);
    } finally {
      await limited.close();
    }
  });
});
