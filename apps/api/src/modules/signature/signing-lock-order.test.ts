import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type TDatabaseHandle } from '../../db/client';
import { signatureRequests, subscriptions } from '../../db/schema';
import { paidSubscription } from '../../test/paid-subscription';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { findSigningRequest } from './signing-request';

const onPostgres = inject('databaseTemplate').driver === 'postgres';
if (!onPostgres)
  console.warn('The lock-order test needs two connections: it runs on PostgreSQL only (DATABASE_URL)');

let t: TTestApp;
let other: TDatabaseHandle;
let paid: Awaited<ReturnType<typeof paidSubscription>>;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  other = await openDatabase({ driver: 'postgres', url: t.databaseUrl! });
  paid = await paidSubscription(t);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

/** Waits until some backend of the test's database is blocked on a row lock. */
async function someoneWaitsForALock() {
  for (let tries = 0; tries < 200; tries += 1) {
    const waiting = await other.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sql`pg_stat_activity`)
      .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
    if (waiting[0]!.count > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('No transaction ever waited for the lock');
}

describe('signing and the after-sale actions lock in one order', () => {
  it.skipIf(!onPostgres)(
    'a signing that arrives while a cancellation holds the subscription waits, then proceeds; neither deadlocks',
    async () => {
      let signing: Promise<unknown> | undefined;
      await other.db.transaction(async (cancel) => {
        // What a cancellation does first: its subscription, locked.
        await cancel.select().from(subscriptions).where(eq(subscriptions.id, paid.id)).for('update');
        signing = t.handle.db.transaction((tx) =>
          findSigningRequest(tx, paid.demande, { lock: true, now: t.app.clock.now() }),
        );
        await someoneWaitsForALock();
        // Then it closes the request. Had the signing taken the request first, this would deadlock.
        await cancel
          .update(signatureRequests)
          .set({ status: 'pending' })
          .where(eq(signatureRequests.subscriptionId, paid.id));
      });
      await expect(signing).resolves.toMatchObject({ request: { id: paid.demande } });
    },
  );
});
