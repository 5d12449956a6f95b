import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { signUpCustomer } from '../../test/accounts';
import { caller } from '../../test/api-calls';
import { latestCode, latestMessage } from '../../test/outbox-reader';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let api: ReturnType<typeof caller>;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ logLines, env: { CHECKS_PER_10_MINUTES_PER_IP: '3' } });
  api = caller(t);
});
afterAll(() => t.close());

const statuses = (answers: { statusCode: number }[]) => answers.map((answer) => answer.statusCode);

describe('abuse in parallel', () => {
  it('spends one try per guess, however many guesses arrive at once', async () => {
    const customer = await signUpCustomer(t);
    const target = { phone: '0655443322', country_code: '212' };
    await api.post('/users/me/phone', target, { headers: customer.headers });
    const code = await latestCode(t, '+212655443322');
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.put('/users/me/phone', { ...target, sms_code: wrong }, { headers: customer.headers }),
      ),
    );
    expect(statuses(guesses).filter((status) => status === 400).length).toBeLessThanOrEqual(
      t.config.codes.maxAttempts - 1,
    );
    expect(
      (await api.put('/users/me/phone', { ...target, sms_code: code }, { headers: customer.headers }))
        .statusCode,
    ).toBe(429);
  });

  it('locks sign-in after five failures even when thirty arrive at once', async () => {
    const customer = await signUpCustomer(t);
    const tries = await Promise.all(
      Array.from({ length: 30 }, () =>
        api.post('/auth/users/signin', { username: customer.email, password: 'Wrong123' }),
      ),
    );
    expect(statuses(tries).filter((status) => status === 401).length).toBeLessThanOrEqual(
      t.config.signin.maxFailures,
    );
    expect(
      (await api.post('/auth/users/signin', { username: customer.email, password: customer.password }))
        .statusCode,
    ).toBe(429);
  });

  it('sends one SMS when ten requests for the same phone arrive at once', async () => {
    const phone = { phone: '0644556677', country_code: '212' };
    const sends = await Promise.all(Array.from({ length: 10 }, () => api.post('/auth/users/resend', phone)));
    expect(statuses(sends).filter((status) => status === 200)).toHaveLength(1);
    const queued = await t.handle.db.select().from(outbox).where(eq(outbox.recipient, '+212644556677'));
    expect(queued).toHaveLength(1);
  });
});

describe('who is registered stays private outside /check', () => {
  it('answers the mail-code request alike for a registered address, and tells its owner instead', async () => {
    const customer = await signUpCustomer(t);
    const known = await api.post('/auth/users/verify-email', { email: customer.email });
    const unknown = await api.post('/auth/users/verify-email', { email: `nobody.${Date.now()}@example.com` });
    expect(statuses([known, unknown])).toEqual([200, 200]);
    expect(known.json().message.replace(customer.email, 'X')).toBe(
      unknown.json().message.replace(/\S+@example\.com/, 'X'),
    );
    const mail = await latestMessage(t, customer.email);
    expect(mail?.template).toBe('account_exists');
    expect(mail?.bodyText).not.toMatch(/\d{10}/);
  });

  it('checks the SMS code before saying an e-mail is taken', async () => {
    const customer = await signUpCustomer(t);
    const answer = await api.post('/auth/users/signup', {
      type: 'physique',
      first_name: 'X',
      last_name: 'Y',
      email: customer.email,
      phone: '0633221100',
      country_code: '212',
      password: 'Secret1',
      accept_cgu: true,
      sms_code: '123456',
    });
    expect(answer.statusCode).toBe(400);
  });

  it('puts the reset token after # so that no request log holds it', async () => {
    const customer = await signUpCustomer(t);
    await api.post('/auth/users/forgot', { username: customer.email });
    // The link is mailed after the answer, so that its timing tells nothing: wait for it, not for a time.
    await expect.poll(async () => (await latestMessage(t, customer.email))?.template).toBe('password_reset');
    const mail = await latestMessage(t, customer.email);
    const token = decodeURIComponent(mail!.bodyText.match(/\/auth\/reset\?lng=\w+#token=(\S+)/)![1]!);
    await api.post('/auth/users/reset', { token, newPassword: 'Nouveau9', verifyPassword: 'Nouveau9' });
    expect(logLines.some((line) => line.includes(token.split('.')[1]!))).toBe(false);
  });
});

describe('bodies that once broke the server', () => {
  it('answers a padded phone number without a 500', async () => {
    const answer = await api.post('/auth/users/signup', {
      name: 'Karim Test',
      email: `pad.${Date.now()}@example.com`,
      phone: ' 0661112233 ',
      country_code: '212',
      code: '1234567890',
      password: 'Secret1',
      accept_cgu: true,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Le code est incorrect.');
  });

  it('never records a consent the customer did not give', async () => {
    const answer = await api.post('/auth/users/signup', {
      name: 'Karim Test',
      email: `noconsent.${Date.now()}@example.com`,
      phone: '0661112233',
      country_code: '212',
      code: '1234567890',
      password: 'Secret1',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().result).toEqual([
      { field: 'accept_cgu', message: 'Vous devez accepter les conditions pour continuer.' },
    ]);
  });
});

describe('addresses and mailboxes', () => {
  it('ignores a forged X-Forwarded-For unless a proxy is configured', async () => {
    const probes = await Promise.all(
      ['1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4'].map((ip) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/users/check',
          headers: { 'x-forwarded-for': ip },
          payload: { email: `p.${ip}@example.com` },
        }),
      ),
    );
    expect(statuses(probes)).toContain(429);
  });

  it('needs a recipient to read the dev mailbox', async () => {
    expect((await api.get('/dev/outbox')).statusCode).toBe(400);
  });

  it('links only the template link in mail, never a URL typed as a name', async () => {
    const customer = await signUpCustomer(t);
    const other = { phone: '0622334455', country_code: '212' };
    await api.post('/auth/users/resend', other);
    await api.post('/auth/users/signup', {
      type: 'physique',
      first_name: 'https://evil.example',
      last_name: 'X',
      email: `evil.${Date.now()}@example.com`,
      ...other,
      password: 'Secret1',
      accept_cgu: true,
      sms_code: await latestCode(t, '+212622334455'),
    });
    const welcome = (await t.handle.db.select().from(outbox).where(eq(outbox.template, 'welcome'))).find(
      (row) => row.bodyText.includes('evil'),
    );
    expect(welcome?.bodyHtml).not.toContain('href="https://evil');
    expect(welcome?.bodyHtml).toContain('<a href="http');
    void customer;
  });
});
