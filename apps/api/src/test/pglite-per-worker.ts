import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/** A PGlite holding the template, and how to bring it back to the template's rows. */
type TRestorable = { client: PGlite; restore: () => Promise<void> };

const SNAPSHOT_SCHEMA = 'bi_template_rows';

const loadTemplate = (dumpFile: string) => new PGlite({ loadDataDir: new Blob([readFileSync(dumpFile)]) });

/**
 * Copies every table's rows aside once, and answers the SQL that empties the tables and puts the rows
 * and the sequences back. The replica role skips foreign keys and triggers while the rows go back: they
 * are the template's own, consistent already. (The archive's trigger refuses deletes, not truncation.)
 */
async function restorable(client: PGlite): Promise<TRestorable> {
  const tables = (
    await client.query<{ name: string }>(
      `select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).rows.map((row) => row.name);
  await client.exec(
    `create schema ${SNAPSHOT_SCHEMA};` +
      tables.map((table) => `create table ${SNAPSHOT_SCHEMA}.${table} as table public.${table};`).join(''),
  );
  const columns = await client.query<{ table_name: string; names: string }>(
    `select quote_ident(c.relname) as table_name, string_agg(quote_ident(a.attname), ', ' order by a.attnum) as names
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      group by c.relname`,
  );
  const sequences = await client.query<{ name: string; value: string | null }>(
    `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value::text as value
       from pg_sequences where schemaname = 'public'`,
  );
  const restoreSql = [
    'begin;',
    'set local session_replication_role = replica;',
    `truncate ${tables.map((table) => `public.${table}`).join(', ')} restart identity cascade;`,
    ...columns.rows.map(
      ({ table_name: table, names }) =>
        `insert into public.${table} (${names}) overriding system value select ${names} from ${SNAPSHOT_SCHEMA}.${table};`,
    ),
    ...sequences.rows.map(({ name, value }) =>
      value === null ? `select setval('${name}', 1, false);` : `select setval('${name}', ${value}, true);`,
    ),
    'commit;',
  ].join('\n');
  return { client, restore: () => client.exec(restoreSql).then(() => undefined) };
}

let kept: TRestorable | undefined;
let lent = false;

/**
 * A PGlite holding the migrated, seeded template, for one test app. Loading the template costs about
 * 2.2 s, half of the API suite's time on two cores, so each worker (files one after another, modules
 * shared: `isolate: false`) keeps one instance: given back, its tables are emptied and the template's
 * rows and sequences put back, which no file can tell from a fresh copy. A second app alive at the same
 * time gets a fresh copy of its own; an instance a test closed on purpose is dropped.
 */
export async function borrowTemplateCopy(
  dumpFile: string,
): Promise<{ client: PGlite; giveBack: () => Promise<void> }> {
  if (lent) {
    const client = await loadTemplate(dumpFile);
    return { client, giveBack: () => client.close() };
  }
  lent = true;
  try {
    kept ??= await restorable(loadTemplate(dumpFile));
  } catch (error) {
    lent = false;
    throw error;
  }
  const borrowed = kept;
  return {
    client: borrowed.client,
    giveBack: async () => {
      try {
        await borrowed.restore();
      } catch {
        kept = undefined;
        await borrowed.client.close().catch(() => undefined);
      } finally {
        lent = false;
      }
    },
  };
}
