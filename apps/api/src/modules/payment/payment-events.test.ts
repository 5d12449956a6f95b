import { systemActor } from '@bi/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTransaction } from '../../db/client';
import { auditLog, subscriptions } from '../../db/schema';
import { subscriptionFixture, type TSubscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';
import {
  parseSubscriptionRow,
  recordPaymentRefused,
  type TSubscriptionRow,
  updateSubscription,
} from '../subscriptions/repository';

let t: TTestApp;
let fixture: TSubscriptionFixture;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await subscriptionFixture(t);
});
afterAll(() => t.close());

async function readyToPay() {
  const { customer, id } = await fixture.newSubscription();
  await fixture.completeSteps(id, customer.headers, 7);
  return id;
}

const stored = async (id: string) => {
  const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row!;
};

const withLockedRow = <T>(id: string, change: (tx: TTransaction, row: TSubscriptionRow) => Promise<T>) =>
  t.handle.db.transaction(async (tx) => {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
    return change(tx, parseSubscriptionRow(row!));
  });

describe("a subscription's payment and signature facts", () => {
  it('are written only by their named events: the general writer refuses those events', async () => {
    const id = await readyToPay();
    const before = await stored(id);
    for (const event of ['payment_authorised', 'payment_refused', 'sign'] as const) {
      const writing = withLockedRow(id, (tx, row) =>
        updateSubscription(
          tx,
          row,
          {},
          // @ts-expect-error The type refuses a fact event (tsc fails if it ever stops); the guard is for a cast.
          { event, actor: systemActor('payment-callback'), action: 'test.side_door' },
        ),
      );
      await expect(writing).rejects.toThrow(/recorded by its own function/);
    }
    const facts = [
      { paidAt: new Date() },
      { signedAt: new Date() },
      { paymentInfo: { amount: '1.00' } },
      { certificateCollectedAt: new Date() },
    ];
    for (const fact of facts) {
      const writing = withLockedRow(id, (tx, row) =>
        // @ts-expect-error The type refuses a fact column too; the guard is for a cast.
        updateSubscription(tx, row, fact),
      );
      await expect(writing).rejects.toThrow(/is written by its own event/);
    }
    expect(await stored(id)).toEqual(before);
  });

  it('records a refusal through the one writer, leaving the row and its version as they were', async () => {
    const id = await readyToPay();
    const before = await stored(id);
    await withLockedRow(id, (tx, row) =>
      recordPaymentRefused(tx, row, {
        actor: systemActor('payment-callback'),
        action: 'payment.refused',
        data: { orderId: 'TEST-P1' },
      }),
    );
    expect(await stored(id)).toEqual(before);
    const [line] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'payment.refused')));
    expect(line).toMatchObject({
      fromStatus: 'confirmed',
      toStatus: 'confirmed',
      data: { event: 'payment_refused', orderId: 'TEST-P1' },
    });
  });
});
