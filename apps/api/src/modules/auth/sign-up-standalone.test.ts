import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, caller } from '../../test/api-calls';
import { latestCode } from '../../test/outbox-reader';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
});
afterAll(() => t.close());

describe('standalone sign-up', () => {
  it('answers a session token, so the new customer is signed in without typing the password again', async () => {
    const email = `signed.in.${Date.now()}@example.com`;
    expect((await api.post('/auth/users/verify-email', { email })).statusCode).toBe(200);
    const created = await api.post('/auth/users/signup', {
      name: 'Salma Berrada',
      email,
      phone: '0612345670',
      country_code: '212',
      code: await latestCode(t, email),
      password: 'Passe12',
      accept_cgu: true,
    });
    expect(created.statusCode).toBe(200);
    const answer = created.json<{ ok: boolean; token: string; user: { email: string } }>();
    expect(answer).toMatchObject({ ok: true, user: { email } });
    const me = await api.get('/users/me', { headers: bearer(answer.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, first_name: 'Salma', last_name: 'Berrada' });
  });

  it('opens no session when the mail code is wrong', async () => {
    const email = `wrong.code.${Date.now()}@example.com`;
    await api.post('/auth/users/verify-email', { email });
    const refused = await api.post('/auth/users/signup', {
      name: 'Salma Berrada',
      email,
      phone: '0612345671',
      country_code: '212',
      code: '0000000000',
      password: 'Passe12',
      accept_cgu: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).not.toHaveProperty('token');
  });
});
