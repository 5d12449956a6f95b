import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TConfig } from '../../config';
import type { TDatabase, TDatabaseHandle } from '../../db/client';
import { diskStorage } from './disk-storage';
import { databaseStorage, type TFileStorage } from './file-storage';

/**
 * PostgreSQL keeps the bytes in the `files` row (one backup, any number of instances). PGlite runs inside
 * this process, and writing a 10 MB bytea through it holds the event loop for seconds, so its uploads go
 * to `DATA_DIR/files`, next to `DATA_DIR/pglite`: one folder still holds everything (decision 016). The
 * in-memory PGlite of the tests gets a temporary folder, removed with the app.
 */
export async function chooseFileStorage(
  driver: TDatabaseHandle['driver'],
  config: TConfig,
  db: TDatabase,
): Promise<{ storage: TFileStorage; dispose: () => Promise<void> }> {
  const inDatabase = databaseStorage(db);
  if (driver === 'postgres') return { storage: inDatabase, dispose: async () => undefined };
  if (config.database.driver === 'pglite' && config.database.dir) {
    return {
      storage: diskStorage(path.join(config.dataDir, 'files'), inDatabase),
      dispose: async () => undefined,
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'bi-files-'));
  return {
    storage: diskStorage(dir, inDatabase),
    // An upload cut off mid-write may still be closing its file while the folder goes: tried again.
    dispose: () => rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }),
  };
}
