import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { signUpCustomer } from '../../test/accounts';
import { bearer, caller } from '../../test/api-calls';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ env: { CHECKS_PER_10_MINUTES_PER_IP: '4' } });
  api = caller(t);
});
afterAll(() => t.close());

describe('sign-in and sign-out', () => {
  it('signs in with the e-mail in any case and answers the token and the user', async () => {
    const customer = await signUpCustomer(t);
    const answer = await api.post('/auth/users/signin', {
      username: customer.email.toUpperCase(),
      password: customer.password,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().user.email).toBe(customer.email);
    expect((await api.get('/users/me', { headers: bearer(answer.json().token) })).statusCode).toBe(200);
  });

  it('makes a hash of older parameters again at sign-in, with the current ones (decision 032)', async () => {
    const customer = await signUpCustomer(t);
    const storedHash = async () =>
      (await t.handle.db.select().from(users).where(eq(users.email, customer.email)))[0]!.passwordHash;
    expect(await storedHash()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // The library's default, what accounts were hashed with before.
    const older = await argon2.hash(customer.password, { type: argon2.argon2id });
    expect(older).toMatch(/\$m=65536,t=3,p=4\$/);
    await t.handle.db.update(users).set({ passwordHash: older }).where(eq(users.email, customer.email));

    const signIn = () =>
      api.post('/auth/users/signin', { username: customer.email, password: customer.password });
    expect((await signIn()).statusCode).toBe(200);
    const renewed = await storedHash();
    expect(renewed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signIn()).statusCode).toBe(200);
    expect(await storedHash()).toBe(renewed);
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const customer = await signUpCustomer(t);
    const wrong = await api.post(
      '/auth/users/signin',
      { username: customer.email, password: 'Wrong1' },
      { language: 'en' },
    );
    const unknown = await api.post(
      '/auth/users/signin',
      { username: 'nobody@example.com', password: 'Wrong1' },
      { language: 'en' },
    );
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual({ message: 'Wrong login or password.' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('locks an account out after five failures, even for the right password', async () => {
    const customer = await signUpCustomer(t);
    for (let i = 0; i < t.config.signin.maxFailures; i++) {
      await api.post('/auth/users/signin', { username: customer.email, password: 'Wrong1' });
    }
    const locked = await api.post(
      '/auth/users/signin',
      { username: customer.email, password: customer.password },
      { language: 'en' },
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
  });

  it('ends the session server side on sign-out', async () => {
    const customer = await signUpCustomer(t);
    const out = await api.get('/auth/users/signout', { headers: customer.headers });
    expect(out.statusCode).toBe(200);
    const after = await api.get('/users/me', { headers: customer.headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('La session a expiré');
  });

  it('needs a token for the profile', async () => {
    expect((await api.get('/users/me')).statusCode).toBe(401);
  });
});

describe('POST /auth/users/check', () => {
  it('says whether an account exists, then limits the probing', async () => {
    const customer = await signUpCustomer(t);
    const known = await api.post('/auth/users/check', { email: customer.email });
    expect(known.statusCode).toBe(200);
    expect(known.json().ok).toBe(true);
    const unknown = await api.post('/auth/users/check', { email: 'new.visitor@example.com' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().ok).toBe(false);
    await api.post('/auth/users/check', { email: 'a@example.com' });
    await api.post('/auth/users/check', { email: 'b@example.com' });
    const limited = await api.post('/auth/users/check', { email: 'c@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().ok).toBe(true);
  });
});

describe('standalone sign-up with the mail code', () => {
  it('mails a 10-digit code, creates the account, and the customer can sign in', async () => {
    const email = `standalone.${Date.now()}@example.com`;
    const sent = await api.post('/auth/users/verify-email', { email });
    expect(sent.statusCode).toBe(200);
    const { latestCode } = await import('../../test/outbox-reader');
    const code = await latestCode(t, email);
    expect(code).toMatch(/^\d{10}$/);
    const created = await api.post('/auth/users/signup', {
      name: 'Youssef Alaoui Amrani',
      email,
      phone: '0612345678',
      country_code: '212',
      code,
      password: 'Passe12',
      accept_cgu: true,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().user).toMatchObject({
      first_name: 'Youssef',
      last_name: 'Alaoui Amrani',
      phone: '612345678',
    });
    expect((await api.post('/auth/users/signin', { username: email, password: 'Passe12' })).statusCode).toBe(
      200,
    );
  });

  it('sends no code for an address that already has an account', async () => {
    const customer = await signUpCustomer(t);
    expect((await api.post('/auth/users/verify-email', { email: customer.email })).statusCode).toBe(200);
    const { latestMessage } = await import('../../test/outbox-reader');
    expect((await latestMessage(t, customer.email))?.template).toBe('account_exists');
  });
});
