import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app';
import { openDatabase, type TDatabaseHandle } from './client';
import { isConnectionLost } from './connection-lost';

const onPostgres = inject('databaseTemplate').driver === 'postgres';
if (!onPostgres)
  console.warn('The pool test ends PostgreSQL sessions: it runs on PostgreSQL only (DATABASE_URL)');

let t: TTestApp;
let handle: TDatabaseHandle;
/** Another session on the test's database, the one that ends the others. */
let admin: pg.Client;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  handle = await openDatabase({ driver: 'postgres', url: t.databaseUrl! });
  admin = new pg.Client({ connectionString: t.databaseUrl });
  await admin.connect();
  await admin.query('create table pool_probe (n integer)');
});
afterAll(async () => {
  await admin?.end();
  await handle?.close();
  await t?.close();
});

/** Ends, from the admin session, every session of this database running `like`, once one does. */
async function endSessionsRunning(like: string): Promise<number> {
  for (let tries = 0; tries < 200; tries += 1) {
    const { rows } = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and query like $1 and state = 'active'`,
      [like],
    );
    if (rows.length > 0) return rows.length;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`No session ever ran ${like}`);
}

const OTHER_SESSIONS = `select count(*)::int as count from pg_stat_activity
  where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`;

const endEveryOtherSession = () =>
  admin.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid()`,
  );

/** Its failure, or undefined; `then` also starts a Drizzle query, which runs only once awaited. */
const failureOf = (promise: PromiseLike<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('the PostgreSQL pool when the server ends its sessions', () => {
  it.skipIf(!onPostgres)('runs a lone read once more on a fresh connection', async () => {
    // `then` starts the query now: Drizzle's queries run only once awaited.
    const read = handle.db
      .execute(sql`select pg_sleep(0.3), 42 as answer`)
      .then((result) => (result as unknown as { rows: unknown[] }).rows);
    expect(await endSessionsRunning('select pg_sleep(0.3)%')).toBe(1);
    expect(await read).toEqual([{ pg_sleep: '', answer: 42 }]);
  });

  it.skipIf(!onPostgres)('never runs a write again: the caller learns the connection was lost', async () => {
    const write = failureOf(handle.db.execute(sql`insert into pool_probe select 1 from pg_sleep(0.3)`));
    await endSessionsRunning('insert into pool_probe%');
    expect(isConnectionLost(await write)).toBe(true);
    const { rows } = await admin.query('select count(*)::int as count from pool_probe');
    expect(rows).toEqual([{ count: 0 }]);
  });

  it.skipIf(!onPostgres)(
    'fails the transactions whose connection died, without crashing, and lends as many connections after',
    async () => {
      let started = 0;
      // The sessions die while every transaction waits on something else, between two statements: they
      // wait for the sessions' end itself, not for a time a loaded machine may outlast.
      let sessionsEnded!: () => void;
      const ended = new Promise<void>((resolve) => (sessionsEnded = resolve));
      const transactions = Array.from({ length: 10 }, () =>
        failureOf(
          handle.db.transaction(async (tx) => {
            await tx.execute(sql`insert into pool_probe values (1)`);
            started += 1;
            await ended;
            await tx.execute(sql`insert into pool_probe values (2)`);
          }),
        ),
      );
      while (started < 10) await new Promise((resolve) => setTimeout(resolve, 10));
      await endEveryOtherSession();
      // pg_terminate_backend only signals: the sessions are gone once the server no longer lists them.
      await expect
        .poll(async () => (await admin.query(OTHER_SESSIONS)).rows[0].count, { timeout: 10_000 })
        .toBe(0);
      sessionsEnded();
      const failures = await Promise.all(transactions);
      expect(failures.every((failure) => isConnectionLost(failure))).toBe(true);

      // Ten at once again: had a dead connection been kept as lent, one of these would wait forever.
      const after = await Promise.all(
        Array.from({ length: 10 }, () =>
          handle.db.transaction((tx) => tx.execute(sql`select count(*)::int as count from pool_probe`)),
        ),
      );
      expect(after.map((result) => (result as unknown as { rows: unknown[] }).rows)).toEqual(
        Array.from({ length: 10 }, () => [{ count: 0 }]),
      );
    },
  );
});

describe('the PostgreSQL pool’s named statements', () => {
  it.skipIf(!onPostgres)('are planned once, never anew for each call’s values (decision 061)', async () => {
    const client = await (handle.db as unknown as { $client: pg.Pool }).$client.connect();
    try {
      const probe = { name: 'plan_probe', text: 'select count(*)::int from pool_probe where n = $1' };
      for (let call = 0; call < 8; call += 1) await client.query({ ...probe, values: [call] });
      const { rows } = await client.query(
        'select generic_plans::int, custom_plans::int from pg_prepared_statements where name = $1',
        [probe.name],
      );
      expect(rows).toEqual([{ generic_plans: 8, custom_plans: 0 }]);
    } finally {
      client.release();
    }
  });
});
