import type { Column, SelectedFieldsOrdered } from 'drizzle-orm';
import type { TDatabase } from './client';
import { compileRowMapper } from './compiled-row-mapper';

/**
 * What Drizzle's prepared queries of both drivers hold privately (node-postgres and PGlite alike):
 * the selection and joins their rows are mapped by, and the mapper used in place of the generic one.
 */
type TMappedQuery = {
  fields?: SelectedFieldsOrdered<Column>;
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};

/** A selection's rows mapped by a mapper planned once for the statement (compiled-row-mapper.ts). */
function withCompiledMapper<TPrepared>(prepared: TPrepared): TPrepared {
  const query = prepared as TMappedQuery;
  if (Array.isArray(query.fields) && !query.customResultMapper)
    query.customResultMapper = compileRowMapper(query.fields, query.joinsNotNullableMap);
  return prepared;
}

/**
 * A statement that hot calls run, built once per database and prepared under `name` on each of its
 * connections, instead of built and planned anew on every call. `build` must call `.prepare(name)`.
 */
export function preparedOnce<TPrepared>(build: (db: TDatabase) => TPrepared): (db: TDatabase) => TPrepared {
  const built = new WeakMap<TDatabase, TPrepared>();
  return (db) => {
    let prepared = built.get(db);
    if (!prepared) {
      prepared = withCompiledMapper(build(db));
      built.set(db, prepared);
    }
    return prepared;
  };
}
