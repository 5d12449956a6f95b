import { RefusedMove } from '@bi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { paidSubscription } from '../../test/paid-subscription';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { settlePayment } from './payment-rows';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const attemptOf = async (subscriptionId: string) => {
  const [payment] = await t.handle.db
    .select()
    .from(payments)
    .where(eq(payments.subscriptionId, subscriptionId));
  return payment!;
};

describe("the payments' one writer", () => {
  it('refuses a move its table does not allow, and one from a status the row has left, writing nothing', async () => {
    const { id } = await paidSubscription(t);
    const approved = await attemptOf(id);
    expect(approved.status).toBe('approved');

    const late = t.handle.db.transaction((tx) =>
      settlePayment(tx, approved, 'refuse', { procReturnCode: '05' }, new Date()),
    );
    await expect(late).rejects.toBeInstanceOf(RefusedMove);

    // Read as pending before the approval landed: the move is applied only to the status it was decided from.
    const stale = { ...approved, status: 'pending' as const };
    const again = t.handle.db.transaction((tx) =>
      settlePayment(tx, stale, 'reject', { rejectReason: 'quote_changed' }, new Date()),
    );
    await expect(again).rejects.toThrow(/no longer pending/);

    expect(await attemptOf(id)).toEqual(approved);
  });
});
