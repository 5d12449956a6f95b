import { RefusedMove } from '@bi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../db/schema';
import { paidSubscription } from '../../test/paid-subscription';
import { staffMember } from '../../test/staff';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { openRefund, recordRefundMade } from './refund-rows';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refundOf = async (refundId: string) => {
  const [refund] = await t.handle.db.select().from(refunds).where(eq(refunds.id, refundId));
  return refund!;
};

describe("the refunds' one writer", () => {
  it('opens one refund per subscription, records it made once, and refuses to record it again', async () => {
    const { id } = await paidSubscription(t);
    const clerk = await staffMember(t, 'admin');
    const values = {
      subscriptionId: id,
      amountCentimes: 49_791,
      requestedAt: new Date(),
      dueBy: '2026-07-30',
    };
    const due = await t.handle.db.transaction((tx) => openRefund(tx, values));
    expect(due).toMatchObject({ status: 'pending', amountCentimes: 49_791 });
    expect(await t.handle.db.transaction((tx) => openRefund(tx, values))).toBeUndefined();

    const by = { kind: 'staff', userId: clerk.id, role: 'admin', officeIds: [] } as const;
    const made = { reference: 'RB-1', refundedAt: new Date(), by };
    const refunded = await t.handle.db.transaction((tx) => recordRefundMade(tx, due!, made));
    expect(refunded).toMatchObject({ status: 'refunded', reference: 'RB-1' });

    const twice = t.handle.db.transaction((tx) =>
      recordRefundMade(tx, refunded, { ...made, reference: 'RB-2' }),
    );
    await expect(twice).rejects.toBeInstanceOf(RefusedMove);
    // Read while it was due: the move is applied only to the status it was decided from.
    const stale = t.handle.db.transaction((tx) => recordRefundMade(tx, due!, { ...made, reference: 'RB-3' }));
    await expect(stale).rejects.toThrow(/no longer pending/);
    expect(await refundOf(due!.id)).toEqual(refunded);
  });
});
