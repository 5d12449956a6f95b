import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer } from '../../test/accounts';
import { bearer, caller } from '../../test/api-calls';
import { latestMessage } from '../../test/outbox-reader';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
});
afterAll(() => t.close());

const signIn = (username: string, password: string) => api.post('/auth/users/signin', { username, password });

describe('forgotten password', () => {
  it('answers the same whether the account exists, and mails only real accounts', async () => {
    const customer = await signUpCustomer(t);
    const unknown = await api.post('/auth/users/forgot', { username: 'ghost@example.com' });
    const known = await api.post('/auth/users/forgot', { username: customer.email });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    // Both are mailed after the answer: once the real account's link is there, the unknown address,
    // asked first, has had its turn.
    await expect.poll(async () => (await latestMessage(t, customer.email))?.template).toBe('password_reset');
    expect(await latestMessage(t, 'ghost@example.com')).toBeUndefined();
    const again = await api.post('/auth/users/forgot', { username: customer.email });
    expect(again.json()).toEqual(known.json());
  });

  it('resets through the single-use link, ends every session, and refuses the link a second time', async () => {
    const customer = await signUpCustomer(t);
    await api.post('/auth/users/forgot', { username: customer.email });
    await expect.poll(async () => (await latestMessage(t, customer.email))?.template).toBe('password_reset');
    const mail = await latestMessage(t, customer.email);
    const link = mail!.bodyText.match(/https?:\/\/\S+\/auth\/reset\?lng=\w+#token=(\S+)/);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);

    const mismatch = await api.post('/auth/users/reset', {
      token,
      newPassword: 'Nouveau1',
      verifyPassword: 'Nouveau2',
    });
    expect(mismatch.json().result).toEqual([
      { field: 'verifyPassword', message: 'Les mots de passes ne sont pas identiques' },
    ]);

    const reset = await api.post('/auth/users/reset', {
      token,
      newPassword: 'Nouveau1',
      verifyPassword: 'Nouveau1',
    });
    expect(reset.statusCode).toBe(200);
    // Whose password it was, for the sign-in card to fill in; a customer, offered the sign-up there.
    expect(reset.json()).toMatchObject({ email: customer.email, staff: false });
    expect((await api.get('/users/me', { headers: customer.headers })).statusCode).toBe(401);
    expect((await signIn(customer.email, customer.password)).statusCode).toBe(401);
    expect((await signIn(customer.email, 'Nouveau1')).statusCode).toBe(200);
    const reused = await api.post('/auth/users/reset', {
      token,
      newPassword: 'Autre123',
      verifyPassword: 'Autre123',
    });
    expect(reused.statusCode).toBe(400);
    expect((await latestMessage(t, customer.email))!.template).toBe('password_changed');
  });

  it('refuses a forged link', async () => {
    const forged = await api.post('/auth/users/reset', {
      token: '00000000-0000-4000-8000-000000000000.abcdefghijklmnopqrstuvwxyz',
      newPassword: 'Nouveau1',
      verifyPassword: 'Nouveau1',
    });
    expect(forged.statusCode).toBe(400);
  });
});

describe('change of password', () => {
  it('needs the current password and keeps this session while ending the others', async () => {
    const customer = await signUpCustomer(t);
    const other = (await signIn(customer.email, customer.password)).json().token as string;
    const wrong = await api.post(
      '/auth/users/password',
      { currentPassword: 'Wrong12', newPassword: 'Change12', verifyPassword: 'Change12' },
      { headers: customer.headers },
    );
    expect(wrong.statusCode).toBe(400);
    const weak = await api.post(
      '/auth/users/password',
      { currentPassword: customer.password, newPassword: 'change', verifyPassword: 'change' },
      { headers: customer.headers },
    );
    expect(weak.json().result[0]).toEqual({
      field: 'newPassword',
      message: 'Minuscule, Majuscule, Chiffre, min 6 caractères',
    });
    const changed = await api.post(
      '/auth/users/password',
      { currentPassword: customer.password, newPassword: 'Change12', verifyPassword: 'Change12' },
      { headers: customer.headers },
    );
    expect(changed.statusCode).toBe(200);
    expect((await api.get('/users/me', { headers: customer.headers })).statusCode).toBe(200);
    expect((await api.get('/users/me', { headers: bearer(other) })).statusCode).toBe(401);
    expect((await signIn(customer.email, 'Change12')).statusCode).toBe(200);
  });
});
