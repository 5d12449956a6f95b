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
      // Never used: back to its own start (the tariff versions' numbers start at 2), not to 1.
      value === null ? `alter sequence ${name} restart;` : `select setval('${name}', ${value}, true);`,
    ),
    'commit;',
  ].join('\n');
  const shape = await schemaShape(client);
  return {
    client,
    restore: async () => {
      await client.exec(restoreSql);
      // Settings, advisory locks, temporary tables and listeners of the session, as a new one has them.
      await client.exec('discard all');
      // A file that made a function, a trigger or a table (to make an instance fail on purpose) leaves
      // a database no longer the template's: the next file gets a fresh copy instead.
      if ((await schemaShape(client)) !== shape) throw new Error('the schema was changed');
    },
  };
}

/** Every object a file could add, change or drop, but the rows: its definitions, as one digest. */
async function schemaShape(client: PGlite) {
  const { rows } = await client.query<{ shape: string }>(
    `select md5(string_agg(item, ',' order by item)) as shape from (
       select 'class ' || c.oid || ' ' || c.relname || ' ' || c.relkind::text as item from pg_class c
         join pg_namespace n on n.oid = c.relnamespace where n.nspname not like 'pg\\_%'
       union all select 'column ' || a.attrelid || ' ' || a.attname || ' ' || a.atttypid || ' ' || a.attnotnull
         from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and a.attnum > 0
       union all select 'function ' || oid from pg_proc where pronamespace = 'public'::regnamespace
       union all select 'trigger ' || oid || ' ' || tgenabled::text from pg_trigger
       union all select 'constraint ' || oid from pg_constraint
       union all select 'default ' || oid from pg_attrdef
       union all select 'type ' || oid from pg_type where typnamespace = 'public'::regnamespace
       union all select 'schema ' || oid from pg_namespace
       union all select 'extension ' || oid from pg_extension
       union all select 'large object ' || oid from pg_largeobject_metadata
     ) as items`,
  );
  return rows[0]!.shape;
}

let kept: TRestorable | undefined;
let lent = false;

/**
 * A PGlite holding the migrated, seeded template, for one test app. Loading the template costs about
 * 2.2 s, half of the API suite's time on two cores, so each worker (files one after another, modules
 * shared: `isolate: false`) keeps one instance: given back, its tables are emptied and the template's
 * rows and sequences put back and the session reset, which no file can tell from a fresh copy. A second
 * app alive at the same time gets a fresh copy of its own; an instance a test closed on purpose, or
 * whose schema it changed, is dropped.
 */
export async function borrowTemplateCopy(
  dumpFile: string,
): Promise<{ client: PGlite; giveBack: () => Promise<void> }> {
  if (lent) {
    const client = loadTemplate(dumpFile);
    return { client, giveBack: () => client.close() };
  }
  lent = true;
  try {
    if (!kept) {
      const client = loadTemplate(dumpFile);
      kept = await restorable(client).catch(async (error: unknown) => {
        await client.close().catch(() => undefined);
        throw error;
      });
    }
  } catch (error) {
    lent = false;
    throw error;
  }
  const borrowed = kept;
  let given = false;
  return {
    client: borrowed.client,
    giveBack: async () => {
      // Once: a second call would restore the copy under the next file that borrowed it.
      if (given) return;
      given = true;
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
