import type { TApp } from '../../apps/api/src/app';
import type { TConfig } from '../../apps/api/src/config';
import type { TDatabaseHandle } from '../../apps/api/src/db/client';

export type TColdStart = {
  app: TApp;
  database: TDatabaseHandle;
  config: TConfig;
  /** Milliseconds of each phase, in the order a fresh instance goes through them. */
  phases: { importing: number; migrating: number; seeding: number; readying: number };
  totalMillis: number;
};

/**
 * From nothing to `app.ready()` the way a fresh instance goes: the API's modules are imported here,
 * not at the top of the file, so that loading and transpiling them is part of the figure.
 */
export async function coldStart(): Promise<TColdStart> {
  const started = performance.now();
  const [{ buildApp }, { loadConfig }, { openDatabase }, { seedReferenceData }] = await Promise.all([
    import('../../apps/api/src/app'),
    import('../../apps/api/src/config'),
    import('../../apps/api/src/db/client'),
    import('../../apps/api/src/db/seed'),
  ]);
  const imported = performance.now();
  const database = await openDatabase({ driver: 'pglite', dir: undefined });
  try {
    // PGlite boots lazily, so the first query (the migration) also pays for starting the engine.
    await database.migrate();
    const migrated = performance.now();
    await seedReferenceData(database.db);
    const seeded = performance.now();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '1000000' });
    // The bench closes the database itself, after the app, whatever happened in between.
    const app = await buildApp({ config, database, closeDatabase: false });
    await app.ready();
    const ready = performance.now();
    return {
      app,
      database,
      config,
      phases: {
        importing: imported - started,
        migrating: migrated - imported,
        seeding: seeded - migrated,
        readying: ready - seeded,
      },
      totalMillis: ready - started,
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
