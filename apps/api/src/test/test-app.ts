import { loggerOptions } from '../lib/logger-options';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type TApp, type TBuildOptions } from '../app';
import { loadConfig, type TConfig } from '../config';
import { openDatabase, type TDatabaseHandle } from '../db/client';
import { users } from '../db/schema';
import { openSession } from '../modules/auth/session-tokens';
import { uniqueDatabaseName, withDatabase } from './database-url';
import { borrowTemplateCopy } from './pglite-per-worker';

export type TTestApp = {
  app: TApp;
  handle: TDatabaseHandle;
  /** The copy's address on PostgreSQL, so a test can open a second connection pool (another instance). */
  databaseUrl: string | undefined;
  config: TConfig;
  /** A user with a live session; answers the headers to call as them. */
  signedInUser: (
    overrides?: Partial<typeof users.$inferInsert>,
  ) => Promise<{ id: string; headers: { authorization: string } }>;
  close: () => Promise<void>;
};

async function cloneTemplate(): Promise<{
  handle: TDatabaseHandle;
  url?: string;
  /** Ends the test's use of the copy. */
  release: () => Promise<void>;
}> {
  const template = inject('databaseTemplate');
  if (template.driver === 'pglite') {
    const { client, giveBack } = await borrowTemplateCopy(template.dumpFile);
    const handle = await openDatabase({ driver: 'pglite', dir: undefined }, client);
    // Given back to its worker, not closed; one a test closed on purpose is dropped there.
    return { handle, release: giveBack };
  }
  const name = uniqueDatabaseName('bi_test');
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`create database "${name}" template "${template.template}"`);
  const url = withDatabase(template.url, name);
  const handle = await openDatabase({ driver: 'postgres', url });
  return {
    handle,
    url,
    release: async () => {
      // A test may have closed the database on purpose to simulate an outage.
      await handle.close().catch(() => undefined);
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** The real app on its own copy of the migrated, seeded database (PGlite, or PostgreSQL with DATABASE_URL). */
type TTestAppOptions = {
  env?: Record<string, string>;
  providers?: TBuildOptions['providers'];
  /** Receives every log line at trace level, to check what the logs never contain. */
  logLines?: string[];
};

export async function createTestApp(options: TTestAppOptions = {}): Promise<TTestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '10000',
    ...options.env,
  });
  const { handle, url: databaseUrl, release } = await cloneTemplate();
  const logLines = options.logLines;
  const app = await buildApp({
    config,
    database: handle,
    closeDatabase: false,
    providers: options.providers,
    logger: logLines
      ? { ...loggerOptions('trace'), stream: { write: (line: string) => void logLines.push(line) } }
      : undefined,
  }).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  try {
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    await release();
    throw error;
  }
  let userCount = 0;
  return {
    app,
    handle,
    databaseUrl,
    config,
    signedInUser: async (overrides = {}) => {
      userCount += 1;
      const [user] = await handle.db
        .insert(users)
        .values({
          type: 'physique',
          firstName: 'Karim',
          lastName: 'El Idrissi',
          email: `karim.${userCount}.${Date.now()}@example.com`,
          phone: '612345678',
          countryCode: '212',
          // Not a real hash: these users exist to carry a session, never to sign in with a password.
          passwordHash: 'test-only',
          ...overrides,
        })
        .returning({ id: users.id });
      const { token } = await openSession(handle.db, config.jwtSecret, 1, user!.id);
      return { id: user!.id, headers: { authorization: `Bearer ${token}` } };
    },
    close: async () => {
      // The copy goes back even when closing failed: kept as lent, it would leave the worker's next
      // files fresh copies that tests of the lending itself read wrong.
      try {
        await app.close();
      } finally {
        await release();
      }
    },
  };
}
