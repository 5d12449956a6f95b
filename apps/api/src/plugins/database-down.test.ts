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
  it('answers 500 with a request id and no internals', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/souscriptions/villes',
      headers: { ...headers, 'accept-language': 'en' },
    });
    expect(answer.statusCode).toBe(500);
    const { message } = answer.json();
    expect(message).toBe(
      `An internal error occurred. Please try again in a moment (reference ${answer.headers['x-request-id']}).`,
    );
    expect(answer.body).not.toMatch(/sql|select|pglite|pg|stack/i);
  });

  it('reports itself degraded on the health check', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ status: 'degraded', database: { reachable: false } });
  });
});
