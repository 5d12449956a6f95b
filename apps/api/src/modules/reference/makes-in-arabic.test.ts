import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer } from '../../test/accounts';
import { caller } from '../../test/api-calls';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  headers = (await signUpCustomer(t)).headers;
});
afterAll(() => t.close());

const search = async (text: string) =>
  (
    await caller(t).get(`/users/souscriptions/marques?$q=${encodeURIComponent(text)}`, { headers })
  ).json() as { result: { marque_Name: string }[] };

describe('the make search at step 3', () => {
  it('finds a common make typed in Arabic', async () => {
    expect((await search('بيجو')).result.map((make) => make.marque_Name)).toEqual(['PEUGEOT']);
    expect((await search('مرسيدس')).result.map((make) => make.marque_Name)).toEqual(['MERCEDES-BENZ']);
  });

  it('answers an empty list, not an error, for Arabic it does not know', async () => {
    expect((await search('سيارة')).result).toEqual([]);
  });

  it('still finds a make typed in Latin letters', async () => {
    expect((await search('peug')).result.map((make) => make.marque_Name)).toContain('PEUGEOT');
  });
});
