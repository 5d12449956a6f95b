import type { TConfig } from '../config';
import { openDatabase, type TDatabaseHandle } from './client';
import { seedReferenceData } from './seed';

/** Opens the configured database, applies the committed migrations and the reference data. */
export async function prepareDatabase(config: TConfig): Promise<TDatabaseHandle> {
  const handle = await openDatabase(config.database);
  try {
    await handle.migrate();
    await seedReferenceData(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
