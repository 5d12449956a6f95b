import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { files } from '../../db/schema';

/**
 * Where uploaded documents live: the `files` row on PostgreSQL, a folder next to PGlite's
 * (`choose-storage.ts`, decision 016); an object store can take over behind the same two calls.
 */
export type TFileStorage = {
  name: string;
  put: (key: string, content: Buffer) => Promise<{ inline: Buffer | null }>;
  get: (key: string) => Promise<Buffer | null>;
};

export function databaseStorage(db: TDatabase): TFileStorage {
  return {
    name: 'database',
    put: async (_key, content) => ({ inline: content }),
    get: async (key) => {
      const [row] = await db.select({ content: files.content }).from(files).where(eq(files.storageKey, key));
      return row?.content ?? null;
    },
  };
}
