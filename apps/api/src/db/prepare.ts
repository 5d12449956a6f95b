import { setTimeout as sleep } from 'node:timers/promises';
import type { TConfig } from '../config';
import { machineMs } from '../lib/clock';
import { openDatabase, type TDatabaseHandle } from './client';
import { isConnectionLost } from './connection-lost';
import { seedReferenceData } from './seed';

/**
 * How long a starting instance keeps trying when its database connection is lost under the
 * migrations or the seed (a failover, a restart, connections cut): both run in transactions and
 * write the same rows again, so trying again is safe, and an instance started during an outage
 * comes up once the database is back instead of exiting.
 */
const LOST_DATABASE_PATIENCE_MS = 60_000;

/** Applies the committed migrations and the reference data, again while the connection is lost. */
export async function migrateAndSeed(
  handle: TDatabaseHandle,
  options: { patienceMs?: number; pauseMs?: number } = {},
): Promise<void> {
  const until = machineMs() + (options.patienceMs ?? LOST_DATABASE_PATIENCE_MS);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await handle.migrate();
      await seedReferenceData(handle.db);
      return;
    } catch (error) {
      if (!isConnectionLost(error) || machineMs() >= until) throw error;
      console.warn(`database connection lost while preparing it (attempt ${attempt}); trying again`);
      await sleep(Math.min(options.pauseMs ?? 500 * attempt, 5_000));
    }
  }
}

/** Opens the configured database, applies the committed migrations and the reference data. */
export async function prepareDatabase(config: TConfig): Promise<TDatabaseHandle> {
  const handle = await openDatabase(config.database);
  try {
    await migrateAndSeed(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
