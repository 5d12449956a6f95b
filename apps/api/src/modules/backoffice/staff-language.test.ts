import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { caller } from '../../test/api-calls';
import { latestMessage } from '../../test/outbox-reader';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { hashPassword } from '../auth/password-hashing';

let t: TTestApp;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
});
afterAll(async () => t.close());

/** A clerk who reads Arabic, signed in from a browser set to `browser`. */
async function arabicClerk(browser: string) {
  const email = `clerk.${Date.now()}.${Math.random().toString(36).slice(2)}@insurer.example`;
  await t.handle.db.insert(users).values({
    type: 'physique',
    email,
    role: 'clerk',
    language: 'ar',
    firstName: 'Hamza',
    lastName: 'Idrissi',
    passwordHash: await hashPassword('Secret1'),
  });
  const signedIn = await api.post(
    '/auth/users/signin',
    { username: email, password: 'Secret1' },
    { language: browser },
  );
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return { email, headers: { authorization: `Bearer ${signedIn.json().token as string}` } };
}

const languageOf = async (email: string) =>
  (await t.handle.db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]!
    .language;

describe("a staff member's language", () => {
  it('is theirs, not the browser’s they sign in with: the back office is told it', async () => {
    const clerk = await arabicClerk('fr');
    expect(await languageOf(clerk.email)).toBe('ar');
    const me = await api.get('/backoffice/me', { headers: clerk.headers });
    expect(me.json()).toMatchObject({ language: 'ar', first_name: 'Hamza' });
  });

  it('is changed by the member in the console, kept on the account for the back office and the mails', async () => {
    const clerk = await arabicClerk('ar');
    const changed = await api.put('/backoffice/me/language', { language: 'en' }, { headers: clerk.headers });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ language: 'en' });
    expect(await languageOf(clerk.email)).toBe('en');
    expect((await api.get('/backoffice/me', { headers: clerk.headers })).json().language).toBe('en');
    // The next mail, a reset link, goes in it.
    await api.post('/auth/users/forgot', { username: clerk.email }, { language: 'fr' });
    await expect.poll(async () => (await latestMessage(t, clerk.email))?.template).toBe('password_reset');
    expect((await latestMessage(t, clerk.email))!.language).toBe('en');
  });

  it('refuses a language the app does not speak, in the caller’s words, and a customer', async () => {
    const clerk = await arabicClerk('ar');
    const refused = await api.put(
      '/backoffice/me/language',
      { language: 'de' },
      { headers: clerk.headers, language: 'fr' },
    );
    expect(refused.statusCode).toBe(400);
    const customer = await t.signedInUser();
    const notStaff = await api.put(
      '/backoffice/me/language',
      { language: 'en' },
      { headers: customer.headers },
    );
    expect(notStaff.statusCode).toBe(403);
  });
});
