import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer } from '../../test/accounts';
import { caller } from '../../test/api-calls';
import { latestCode } from '../../test/outbox-reader';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
});
afterAll(() => t.close());

describe('change of phone', () => {
  it('sends a code to the new number and stores it only once the code is given', async () => {
    const customer = await signUpCustomer(t);
    const newPhone = { phone: '0698765432', country_code: '+212' };
    const sent = await api.post('/users/me/phone', newPhone, { headers: customer.headers });
    expect(sent.statusCode).toBe(200);
    const code = await latestCode(t, '+212698765432');

    const wrong = await api.put(
      '/users/me/phone',
      { ...newPhone, sms_code: code === '999999' ? '888888' : '999999' },
      { headers: customer.headers },
    );
    expect(wrong.statusCode).toBe(400);
    expect((await api.get('/users/me', { headers: customer.headers })).json().phone).toBe(
      customer.phone.phone,
    );

    const changed = await api.put(
      '/users/me/phone',
      { ...newPhone, sms_code: code },
      { headers: customer.headers },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ phone: '698765432', country_code: '212' });
  });

  it('refuses the number already on the account', async () => {
    const customer = await signUpCustomer(t);
    const same = await api.post('/users/me/phone', customer.phone, { headers: customer.headers });
    expect(same.statusCode).toBe(409);
    const spaced = customer.phone.phone.replace(/^0?(\d)(\d{2})(\d{2})(\d{2})(\d{2})$/, '0$1 $2 $3 $4 $5');
    const retyped = { phone: spaced, country_code: `+${customer.phone.country_code.replace(/^\+/, '')}` };
    expect(retyped.phone).not.toBe(customer.phone.phone);
    const again = await api.post('/users/me/phone', retyped, { headers: customer.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("C'est déjà votre numéro.");
  });

  it("does not let one customer use a code sent for another customer's change", async () => {
    const first = await signUpCustomer(t);
    const second = await signUpCustomer(t);
    const target = { phone: '0677001122', country_code: '212' };
    await api.post('/users/me/phone', target, { headers: first.headers });
    const code = await latestCode(t, '+212677001122');
    const stolen = await api.put(
      '/users/me/phone',
      { ...target, sms_code: code },
      { headers: second.headers },
    );
    expect(stolen.statusCode).toBe(400);
  });
});
