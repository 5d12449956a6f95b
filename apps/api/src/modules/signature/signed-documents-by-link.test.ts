import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../test/api-calls';
import { paidSubscription, signedSubscription } from '../../test/paid-subscription';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
});
afterAll(() => t.close());

const certificateOf = (demande: string) => api.get(`/signature/requests/${demande}/certificate`);

describe('the documents a signer leaves the signing page with, signed out', () => {
  it('answers the certificate by the request id alone once signed, and nothing before', async () => {
    const paid = await paidSubscription(t);
    const before = await certificateOf(paid.demande);
    expect(before.statusCode, before.body).toBe(404);

    const signed = await signedSubscription(t);
    const answer = await certificateOf(signed.demande);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const own = await api.get(`/users/souscriptions/${signed.id}/certificate`, {
      headers: signed.customer.headers,
    });
    expect(answer.rawPayload.equals(own.rawPayload)).toBe(true);
  });

  it('knows no certificate for an unknown request', async () => {
    const answer = await certificateOf('00000000-0000-4000-8000-000000000000');
    expect(answer.statusCode).toBe(404);
  });
});
