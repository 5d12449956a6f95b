import { bearer, caller } from './api-calls';
import { latestCode } from './outbox-reader';
import type { TTestApp } from './test-app';

let counter = 0;

/** A customer signed up through the real flow (SMS code and all), with their token. */
export async function signUpCustomer(t: TTestApp, password = 'Secret1') {
  counter += 1;
  const api = caller(t);
  const phone = {
    // Nine national digits whatever the counter reaches: test files may share this module (isolate: false).
    // 61…: a Moroccan mobile whatever the counter (6850… and 6860… are none, and the sign-up refused them).
    phone: `61${String(counter % 1000).padStart(3, '0')}${String(Date.now()).slice(-4)}`,
    country_code: '212',
  };
  const email = `customer.${counter}.${Date.now()}@example.com`;
  await api.post('/auth/users/resend', phone);
  const code = await latestCode(t, `+212${phone.phone}`);
  const answer = await api.post('/auth/users/signup', {
    type: 'physique',
    first_name: 'Amina',
    last_name: 'Benali',
    email,
    ...phone,
    password,
    accept_cgu: true,
    sms_code: code,
  });
  if (answer.statusCode !== 200) throw new Error(`Sign-up failed: ${answer.body}`);
  const token = answer.json().token as string;
  return { email, password, phone, token, headers: bearer(token) };
}
