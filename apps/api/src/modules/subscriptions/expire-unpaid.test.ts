import { addDays } from '@bi/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { auditLog, subscriptions } from '../../db/schema';
import { subscriptionFixture, type TSubscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { expireUnpaidSubscriptions } from './expire-unpaid';

let t: TTestApp;
let fixture: TSubscriptionFixture;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await subscriptionFixture(t);
});
afterAll(() => t.close());

/** A subscription saved up to step `last` (4: dated simulation, 6: confirmed, 0: no date yet). */
async function subscriptionAt(last: number) {
  const { customer, id } = await fixture.newSubscription();
  await fixture.completeSteps(id, customer.headers, last);
  return id;
}

const statusOf = async (ids: string[]) =>
  Object.fromEntries(
    (
      await t.handle.db
        .select({ id: subscriptions.id, statut: subscriptions.statut })
        .from(subscriptions)
        .where(inArray(subscriptions.id, ids))
    ).map((row) => [row.id, row.statut]),
  );

const expiryAudits = (id: string) =>
  t.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'subscription.expired')));

describe('unpaid subscriptions past their effect date', () => {
  it('become non_abouti the day after the effect date, through the transition table, audited as the system', async () => {
    const dated = await subscriptionAt(4);
    const confirmed = await subscriptionAt(6);
    const undated = await subscriptionAt(0);
    const effectDate = fixture.bodies()[4].date_effet;

    // On the effect date itself the cover can still be paid and start.
    await expireUnpaidSubscriptions(t.handle.db, effectDate);
    expect(await statusOf([dated, confirmed, undated])).toEqual({
      [dated]: 'simulation',
      [confirmed]: 'confirmed',
      [undated]: 'simulation',
    });

    await expireUnpaidSubscriptions(t.handle.db, addDays(effectDate, 1));
    expect(await statusOf([dated, confirmed, undated])).toEqual({
      [dated]: 'non_abouti',
      [confirmed]: 'non_abouti',
      [undated]: 'simulation',
    });
    const [audit] = await expiryAudits(confirmed);
    expect(audit).toMatchObject({
      actor: 'system',
      actorUserId: null,
      fromStatus: 'confirmed',
      toStatus: 'non_abouti',
      data: { event: 'expire', effectDate, today: addDays(effectDate, 1) },
    });
  });

  it('is run by two instances at once without changing a row twice', async () => {
    const ids = await Promise.all([4, 4, 6, 6, 6].map(subscriptionAt));
    const later = addDays(fixture.bodies()[4].date_effet, 2);
    // On PostgreSQL the second instance is a second pool on the same database; PGlite has one connection.
    const other = t.databaseUrl ? await openDatabase({ driver: 'postgres', url: t.databaseUrl }) : t.handle;
    try {
      const counts = await Promise.all([
        expireUnpaidSubscriptions(t.handle.db, later),
        expireUnpaidSubscriptions(other.db, later),
      ]);
      expect(counts[0] + counts[1]).toBeGreaterThanOrEqual(ids.length);
      expect(Object.values(await statusOf(ids))).toEqual(ids.map(() => 'non_abouti'));
      for (const id of ids) expect(await expiryAudits(id)).toHaveLength(1);
    } finally {
      if (other !== t.handle) await other.close();
    }
  });
});
