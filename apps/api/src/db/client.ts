import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { openPostgresPool } from './postgres-pool';
import * as schema from './schema';

export type TSchema = typeof schema;
export type TDatabase = PgDatabase<PgQueryResultHKT, TSchema>;
export type TTransaction = Parameters<Parameters<TDatabase['transaction']>[0]>[0];
export type TDatabaseConfig =
  { driver: 'postgres'; url: string } | { driver: 'pglite'; dir: string | undefined };

export type TDatabaseHandle = {
  db: TDatabase;
  driver: TDatabaseConfig['driver'];
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

/** Any 64-bit number shared by every instance: only one of them migrates at a time. */
const MIGRATION_LOCK_ID = 727_120_345;

export async function openDatabase(config: TDatabaseConfig, existing?: PGlite): Promise<TDatabaseHandle> {
  if (config.driver === 'postgres') {
    const pool = openPostgresPool(config.url);
    const db = drizzleNodePostgres(pool, { schema });
    return {
      db: db as unknown as TDatabase,
      driver: 'postgres',
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migrateNodePostgres(drizzleNodePostgres(client, { schema }), {
            migrationsFolder: MIGRATIONS_FOLDER,
          });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (config.dir) mkdirSync(config.dir, { recursive: true });
  const client = existing ?? (config.dir ? new PGlite(config.dir) : new PGlite());
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as TDatabase,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

export async function isReachable(db: TDatabase): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
