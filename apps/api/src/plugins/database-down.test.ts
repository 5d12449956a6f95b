import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app';

let t: TTestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await t.signedInUser());
  await t.handle.close();
});
afterAll(() => t.close());

describe('when the database is gone', () => {
  it('answers 503 to try again in a second, in the caller language, with no internals', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/souscriptions/villes',
      headers: { ...headers, 'accept-language': 'en' },
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('1');
    expect(answer.json()).toEqual({
      message: 'The service is briefly unavailable. Please try again in a moment.',
    });
    expect(answer.body).not.toMatch(/sql|select|pglite|pg|stack|pool|connection/i);
  });

  it('answers a write the same way, in Arabic when asked', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/souscriptions',
      headers: { ...headers, 'accept-language': 'ar' },
      payload: { type: 'physique', first_name: 'Amina', last_name: 'Benali', accept_cgu: true },
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('1');
    expect(answer.json().message).toBe('الخدمة غير متاحة مؤقتًا. يرجى إعادة المحاولة بعد لحظات.');
  });

  it('reports itself degraded on the health check', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ status: 'degraded', database: { reachable: false } });
  });
});
