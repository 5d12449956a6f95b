import type { TDatabase } from './client';

/**
 * A statement that hot calls run, built once per database and prepared under `name` on each of its
 * connections, instead of built and planned anew on every call. `build` must call `.prepare(name)`.
 */
export function preparedOnce<TPrepared>(build: (db: TDatabase) => TPrepared): (db: TDatabase) => TPrepared {
  const built = new WeakMap<TDatabase, TPrepared>();
  return (db) => {
    let prepared = built.get(db);
    if (!prepared) {
      prepared = build(db);
      built.set(db, prepared);
    }
    return prepared;
  };
}
