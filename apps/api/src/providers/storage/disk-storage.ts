import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TFileStorage } from './file-storage';

/** Keys are UUIDs made by the server; anything else never becomes a path. */
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * One file per upload in `dir`, written and read with the asynchronous file system calls, so a 10 MB
 * document never holds the event loop (decision 016). A file is written under a temporary name and
 * renamed, so a crash never leaves half a document under its key. Keys not found on disk are asked of
 * `earlier`: uploads stored before the switch stay readable.
 */
export function diskStorage(dir: string, earlier: TFileStorage): TFileStorage {
  return {
    name: 'disk',
    put: async (key, content) => {
      if (!KEY.test(key)) throw new Error(`not a storage key: ${key}`);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const partial = path.join(dir, `${key}.partial`);
      await writeFile(partial, content, { flag: 'wx', mode: 0o600 });
      await rename(partial, path.join(dir, key));
      return { inline: null };
    },
    get: async (key) => {
      if (!KEY.test(key)) return null;
      try {
        return await readFile(path.join(dir, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return earlier.get(key);
        throw error;
      }
    },
  };
}
