import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, users, verificationCodes } from '../../db/schema';
import { bearer, caller } from '../../test/api-calls';
import { latestCode } from '../../test/outbox-reader';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let api: ReturnType<typeof caller>;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ logLines });
  api = caller(t);
});
afterAll(() => t.close());

let phoneCounter = 10;
/** A fresh valid Moroccan mobile for each test, so their codes and caps do not meet. */
const newPhone = () => ({ phone: `6123456${String(phoneCounter++).padStart(2, '0')}`, country_code: '212' });
const e164 = (phone: { phone: string; country_code: string }) => `+${phone.country_code}${phone.phone}`;

const person = (phone: { phone: string; country_code: string }, overrides: object = {}) => ({
  type: 'physique',
  first_name: 'Karim',
  last_name: 'El Idrissi',
  email: `karim.${phone.phone}@example.com`,
  ...phone,
  password: 'Secret1',
  accept_cgu: true,
  ...overrides,
});

describe('sign-up from the subscription flow', () => {
  it('sends an SMS code, creates the account and its first subscription, and signs in', async () => {
    const phone = newPhone();
    const sent = await api.post('/auth/users/resend', phone, { language: 'en' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      ok: true,
      resend_in: 60,
      // Written as people read a number, the national 0 dropped: "+212 6 12 34 56 78".
      message: `A code was sent by SMS to +212 6 12 34 56 ${phone.phone.slice(-2)}.`,
    });

    const code = await latestCode(t, e164(phone));
    const answer = await api.post('/auth/users/signup', person(phone, { sms_code: code }));
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.user).toMatchObject({
      email: `karim.${phone.phone}@example.com`,
      phone: phone.phone,
      country_code: '212',
      type: 'physique',
    });
    expect(body.souscription).toMatchObject({
      statut: 'simulation',
      current_step: 1,
      user_info: { first_name: 'Karim', last_name: 'El Idrissi', accept_cgu: true, phone: phone.phone },
      payment_info: { is_paid: false },
    });
    expect(body.souscription.code_str).toMatch(/^BRD-\d{4}-\d{6}$/);

    const me = await api.get('/users/me', { headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().first_name).toBe('Karim');

    const [user] = await t.handle.db.select().from(users).where(eq(users.email, body.user.email));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const given = await t.handle.db.select().from(consents).where(eq(consents.userId, user!.id));
    expect(given.map((consent) => [consent.kind, consent.textVersion]).sort()).toEqual([
      ['cgv', '1.0-2026-11-22'],
      ['pdc', '1.0-2026-11-22'],
    ]);
  });

  it('never writes a code to the logs or stores it in clear', async () => {
    const phone = newPhone();
    await api.post('/auth/users/resend', phone);
    const code = await latestCode(t, e164(phone));
    await api.post('/auth/users/signup', person(phone, { sms_code: code }));
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.some((line) => line.includes(code))).toBe(false);
    const stored = await t.handle.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, e164(phone)));
    expect(stored.some((row) => row.codeHash.includes(code))).toBe(false);
  });

  it('refuses a wrong code, then locks the code after five wrong tries', async () => {
    const phone = newPhone();
    await api.post('/auth/users/resend', phone);
    const code = await latestCode(t, e164(phone));
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await api.post('/auth/users/signup', person(phone, { sms_code: wrong }), {
      language: 'en',
    });
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toBe('The code is wrong.');
    for (let i = 0; i < 3; i++) await api.post('/auth/users/signup', person(phone, { sms_code: wrong }));
    const fifth = await api.post('/auth/users/signup', person(phone, { sms_code: wrong }));
    expect(fifth.statusCode).toBe(429);
    const right = await api.post('/auth/users/signup', person(phone, { sms_code: code }), { language: 'en' });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Too many tries for this code. Ask for a new one.');
  });

  it('refuses an expired code', async () => {
    const phone = newPhone();
    await api.post('/auth/users/resend', phone);
    const code = await latestCode(t, e164(phone));
    await t.handle.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, e164(phone)));
    const answer = await api.post('/auth/users/signup', person(phone, { sms_code: code }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Le code a expiré. Demandez-en un nouveau.');
  });

  it('refuses a new send within 60 seconds, saying how long to wait', async () => {
    const phone = newPhone();
    expect((await api.post('/auth/users/resend', phone)).statusCode).toBe(200);
    const again = await api.post('/auth/users/resend', phone, { language: 'en' });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Wait (59|60) seconds before asking for a new code\.$/);
  });

  it('caps the sends per phone per hour', async () => {
    const phone = newPhone();
    for (let i = 0; i < t.config.codes.sendsPerHour; i++) {
      expect((await api.post('/auth/users/resend', phone)).statusCode).toBe(200);
      // Age the codes past the 60 s resend delay, not past the hour.
      await t.handle.db
        .update(verificationCodes)
        .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
        .where(eq(verificationCodes.target, e164(phone)));
    }
    const capped = await api.post('/auth/users/resend', phone, { language: 'en' });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe('Too many codes asked for. Try again in 60 minutes.');
  });

  it('refuses an e-mail that already has an account', async () => {
    const phone = newPhone();
    await api.post('/auth/users/resend', phone);
    await api.post('/auth/users/signup', person(phone, { sms_code: await latestCode(t, e164(phone)) }));
    const other = newPhone();
    await api.post('/auth/users/resend', other);
    const duplicate = await api.post(
      '/auth/users/signup',
      person(other, {
        email: `KARIM.${phone.phone}@example.com`,
        sms_code: await latestCode(t, e164(other)),
      }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().result).toEqual([
      { field: 'email', message: 'Un compte existe déjà avec cette adresse e-mail.' },
    ]);
  });

  it('enforces the form rules: password, phone, names by person type, terms', async () => {
    const phone = newPhone();
    const answer = await api.post('/auth/users/signup', {
      ...person(phone, {
        type: 'morale',
        password: 'secret',
        accept_cgu: false,
        phone: '123',
        sms_code: '123456',
      }),
    });
    expect(answer.statusCode).toBe(400);
    const fields = Object.fromEntries(
      answer.json().result.map((error: { field: string; message: string }) => [error.field, error.message]),
    );
    expect(fields).toMatchObject({
      password: 'Minuscule, Majuscule, Chiffre, min 6 caractères',
      accept_cgu: 'Vous devez accepter les conditions pour continuer.',
    });
    const morale = await api.post(
      '/auth/users/signup',
      person(newPhone(), { type: 'morale', sms_code: '123456' }),
    );
    expect(morale.json().result).toEqual([{ field: 'raison_sociale', message: 'Ce champ est obligatoire.' }]);
    const badPhone = await api.post('/auth/users/resend', { phone: '12', country_code: '212' });
    expect(badPhone.statusCode).toBe(400);
    const wrongCountry = await api.post('/auth/users/resend', { phone: '612345678', country_code: '1' });
    expect(wrongCountry.json().result[0]).toEqual({
      field: 'phone',
      message: "Ce numéro de téléphone n'est pas valide pour le pays choisi.",
    });
  });
});
