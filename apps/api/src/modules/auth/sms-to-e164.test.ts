import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer } from '../../test/accounts';
import { caller } from '../../test/api-calls';
import { latestMessage } from '../../test/outbox-reader';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
});
afterAll(() => t.close());

/**
 * The web sends the national number as typed and the calling code of the country chosen (issue 36: a
 * French mobile sent with +212 reached a stranger). The SMS goes to the E.164 number of that country.
 */
describe('an SMS code goes to the E.164 number of the country given', () => {
  it('for a French mobile typed nationally, at sign-up', async () => {
    const sent = await api.post('/auth/users/resend', { phone: '06 12 34 56 78', country_code: '33' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toContain('+33 6 12 34 56 78');
    const sms = await latestMessage(t, '+33612345678');
    expect(sms).toMatchObject({ channel: 'sms', recipient: '+33612345678' });
    // The same digits with Morocco's code are another phone, which got nothing.
    expect(await latestMessage(t, '+212612345678')).toBeUndefined();
  });

  it('for a Dutch mobile with its trunk 0, on a change of phone', async () => {
    const customer = await signUpCustomer(t);
    const sent = await api.post(
      '/users/me/phone',
      { phone: '06 23 45 67 89', country_code: '+31' },
      { headers: customer.headers },
    );
    expect(sent.statusCode).toBe(200);
    expect(await latestMessage(t, '+31623456789')).toMatchObject({ channel: 'sms' });
  });
});
