import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../test/api-calls';
import { signedSubscription } from '../../test/paid-subscription';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp({ env: { CODE_SENDS_PER_HOUR_PER_IP: '1000' } });
  api = caller(t);
});
afterAll(async () => t.close());

describe('the signing link of a contract signed, then cancelled', () => {
  it('still opens, says the contract is no longer in force, and no longer gives its certificate', async () => {
    const signed = await signedSubscription(t, { startInDays: 3 });
    const before = (await api.get(`/signature/requests/${signed.demande}`)).json();
    expect(before).toMatchObject({ status: 'signed', contract: 'in_force' });

    const cancelled = await api.post(
      `/users/souscriptions/${signed.id}/cancel`,
      {},
      {
        headers: signed.customer.headers,
      },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const after = await api.get(`/signature/requests/${signed.demande}`);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ status: 'signed', contract: 'cancelled' });
    const certificate = await api.get(`/signature/requests/${signed.demande}/certificate`);
    expect(certificate.statusCode).toBe(404);
    expect((await api.get(`/signature/requests/${signed.demande}/document`)).statusCode).toBe(200);
  });
});
