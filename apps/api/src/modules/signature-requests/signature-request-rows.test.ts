import { RefusedMove } from '@bi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureRequests } from '../../db/schema';
import { paidSubscription } from '../../test/paid-subscription';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { cancelWaitingSignatureRequests, signSignatureRequest } from './signature-request-rows';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const requestOf = async (demande: string) => {
  const [request] = await t.handle.db
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.id, demande));
  return request!;
};

describe("the signing requests' one writer", () => {
  it('signs a waiting request once, never voids a signed one, and refuses to sign it again', async () => {
    const { id, demande } = await paidSubscription(t);
    const waiting = await requestOf(demande);
    const signedAt = new Date();
    const signed = await t.handle.db.transaction((tx) =>
      signSignatureRequest(tx, waiting, { signedAt, evidence: { test: true } }),
    );
    expect(signed).toMatchObject({ status: 'signed', signedAt, evidence: { test: true } });

    await t.handle.db.transaction((tx) => cancelWaitingSignatureRequests(tx, id));
    expect((await requestOf(demande)).status).toBe('signed');

    const twice = t.handle.db.transaction((tx) =>
      signSignatureRequest(tx, signed, { signedAt: new Date(), evidence: {} }),
    );
    await expect(twice).rejects.toBeInstanceOf(RefusedMove);
    // Read while it was waiting: the move is applied only to the status it was decided from.
    const stale = t.handle.db.transaction((tx) =>
      signSignatureRequest(tx, waiting, { signedAt: new Date(), evidence: {} }),
    );
    await expect(stale).rejects.toThrow(/no longer pending/);
    expect(await requestOf(demande)).toEqual(signed);
  });

  it('refuses to sign a request voided by a cancellation', async () => {
    const { id, demande } = await paidSubscription(t);
    await t.handle.db.transaction((tx) => cancelWaitingSignatureRequests(tx, id));
    const cancelled = await requestOf(demande);
    expect(cancelled.status).toBe('cancelled');
    const signing = t.handle.db.transaction((tx) =>
      signSignatureRequest(tx, cancelled, { signedAt: new Date(), evidence: {} }),
    );
    await expect(signing).rejects.toBeInstanceOf(RefusedMove);
    expect(await requestOf(demande)).toEqual(cancelled);
  });
});
