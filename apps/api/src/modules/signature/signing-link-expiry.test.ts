import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../test/api-calls';
import { movableClock } from '../../test/movable-clock';
import { paidSubscription } from '../../test/paid-subscription';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { SIGNATURE_REQUEST_TTL_DAYS } from './open-signature-request';

const clock = movableClock();
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ providers: { clock } });
});
afterAll(() => t.close());

describe('the signing link’s 30 days', () => {
  it('run on the app’s clock, so CLOCK_OFFSET_DAYS moves past them as it moves every date rule', async () => {
    const api = caller(t);
    const { id, demande, customer } = await paidSubscription(t);
    const status = async () =>
      (await api.get(`/users/souscriptions/${id}/signature`, { headers: customer.headers })).json().demande
        .signing_url;
    expect((await api.get(`/signature/requests/${demande}`)).statusCode).toBe(200);
    clock.travel(SIGNATURE_REQUEST_TTL_DAYS - 1);
    expect((await api.get(`/signature/requests/${demande}`)).statusCode).toBe(200);
    expect(await status()).toContain(demande);
    clock.travel(2);
    try {
      expect((await api.get(`/signature/requests/${demande}`)).statusCode).toBe(404);
      expect((await api.post(`/signature/requests/${demande}/code`, {})).statusCode).toBe(404);
      expect(await status()).toBeNull();
    } finally {
      clock.travel(-(SIGNATURE_REQUEST_TTL_DAYS + 1));
    }
  });
});
