import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { caller } from '../../test/api-calls';
import { createTestApp, type TTestApp } from '../../test/test-app';

let dev: TTestApp;
let production: TTestApp;
beforeAll(async () => {
  dev = await createTestApp();
  production = await createTestApp({
    env: {
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
      DATABASE_URL: 'postgres://unused@localhost/unused',
      PUBLIC_URL: 'https://assurance.example.ma',
      SMTP_URL: 'smtp://127.0.0.1:1',
      SMS_HTTP_URL: 'http://127.0.0.1:1/sms',
      CMI_GATEWAY_URL: 'https://testpayment.cmi.co.ma/fim/est3Dgate',
      CMI_CLIENT_ID: '600000000',
      CMI_STORE_KEY: 'a-store-key',
      // Read on the first seal only: this app never signs.
      SIGNING_P12_PATH: '/nonexistent/insurer.p12',
      INSURER_EMAIL: 'gestion@assurance.example.ma',
    },
  });
});
afterAll(async () => {
  await dev.close();
  await production.close();
});

describe('GET /api/v1/dev/outbox', () => {
  it('lists the messages to one recipient, newest first, matching phones by their digits', async () => {
    const api = caller(dev);
    await api.post('/auth/users/resend', { phone: '0611223344', country_code: '212' });
    await api.post('/auth/users/verify-email', { email: 'mailbox@example.com' });
    const sms = (await api.get(`/dev/outbox?to=${encodeURIComponent('+212 611 22 33 44')}`)).json().result;
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: 'sms', to: '+212611223344' });
    expect(sms[0].text).toMatch(/\d{6}/);
    const mail = (await api.get('/dev/outbox?to=MAILBOX@example.com')).json().result;
    expect(mail[0]).toMatchObject({ channel: 'email', to: 'mailbox@example.com' });
    expect(mail[0].subject).toMatch(/\d{10}/);
  });

  it('still finds a message once more than its page of messages went to others after it', async () => {
    const api = caller(dev);
    await api.post('/auth/users/resend', { phone: '0655667788', country_code: '212' });
    await dev.handle.db.insert(outbox).values(
      Array.from({ length: 250 }, (_, index) => ({
        channel: 'email' as const,
        recipient: `other.${index}@example.com`,
        language: 'fr',
        template: 'test',
        bodyText: 'Bonjour',
      })),
    );
    const sms = (await api.get('/dev/outbox?to=%2B212655667788')).json().result;
    expect(sms).toHaveLength(1);
    expect(sms[0].text).toMatch(/\d{6}/);
  });

  it('does not exist in production', async () => {
    expect((await caller(production).get('/dev/outbox')).statusCode).toBe(404);
  });
});
