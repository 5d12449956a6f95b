import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer } from '../../test/accounts';
import { caller } from '../../test/api-calls';
import { latestCode } from '../../test/outbox-reader';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  // An account that cannot be written, as an instance that dies before its transaction commits.
  await t.handle.db.execute(sql`create function refuse_doomed_account() returns trigger language plpgsql as $$
    begin
      if new.email like 'doomed.%' then raise exception 'the instance died'; end if;
      return new;
    end $$`);
  await t.handle.db.execute(sql`create trigger refuse_doomed_account before insert on users
    for each row execute function refuse_doomed_account()`);
});
afterAll(() => t.close());

async function signUpBody(phone: string) {
  await caller(t).post('/auth/users/resend', { phone, country_code: '212' });
  return {
    type: 'physique',
    first_name: 'Amina',
    last_name: 'Benali',
    phone,
    country_code: '212',
    password: 'Secret12',
    accept_cgu: true,
    sms_code: await latestCode(t, `+212${phone}`),
  };
}

describe('the sign-up code', () => {
  it('is spent with the account: a sign-up whose account is not written leaves it usable', async () => {
    const api = caller(t);
    const body = await signUpBody('612340077');
    const failed = await api.post('/auth/users/signup', {
      ...body,
      email: `doomed.${Date.now()}@example.com`,
    });
    expect(failed.statusCode).toBe(500);
    const retried = await api.post('/auth/users/signup', {
      ...body,
      email: `kept.${Date.now()}@example.com`,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    // Spent now: the same code opens no second account.
    const again = await api.post('/auth/users/signup', {
      ...body,
      email: `second.${Date.now()}@example.com`,
    });
    expect(again.statusCode).toBe(400);
  });

  it('is spent by the answer that an address has an account, so one code probes one address', async () => {
    const api = caller(t);
    const existing = await signUpCustomer(t);
    const body = await signUpBody('612340078');
    expect((await api.post('/auth/users/signup', { ...body, email: existing.email })).statusCode).toBe(409);
    const next = await api.post('/auth/users/signup', { ...body, email: `probe.${Date.now()}@example.com` });
    expect(next.statusCode).toBe(400);
  });
});
