import pg from 'pg';
import { isConnectionLost } from './connection-lost';

type TQuery = (config: pg.QueryConfig, values?: unknown[]) => Promise<pg.QueryResult>;

/** A lone statement that only reads: running it twice changes nothing. */
const isRead = (text: string) => /^\s*select\b/i.test(text);

/**
 * Every connection plans its named statements once (decision 061). Those are the hot reads prepared by
 * `preparedOnce`, keyed lookups whose best plan does not depend on the values; PostgreSQL kept planning
 * the list's anew on every call (its generic plan's LIMIT looked dearer), 0.8 ms of the database's
 * 1.2 ms a call. Unnamed statements, all the others, are planned with their values as before.
 */
const CONNECTION_OPTIONS = '-c plan_cache_mode=force_generic_plan';

/** One query on a connection of its own, closed at once: none of the pool's, which may be dead too. */
async function queryOnFreshConnection(url: string, config: pg.QueryConfig, values?: unknown[]) {
  const client = new pg.Client({ connectionString: url, options: CONNECTION_OPTIONS });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return await client.query(config, values);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The pool of PostgreSQL connections, made to live through connections the server ends (a restart, a
 * failover, `pg_terminate_backend`):
 * - an idle connection that dies is dropped by the pool itself, and must not crash the process;
 * - a connection that dies while lent (a transaction) goes back at once as broken, so the pool forgets
 *   it: node-postgres would otherwise throw its `error` event at the process, and Drizzle, whose
 *   `begin` runs outside its `try`, would never give back a connection that died on it;
 * - a lone read that failed on a lost connection is run once more on a fresh connection, so a GET does
 *   not fail for a connection that was already dead when the pool lent it. Writes and transactions
 *   are not run again: whether they were applied is unknown, the caller gets a 503 and decides.
 */
export function openPostgresPool(url: string): pg.Pool {
  // A server gone silent (packets dropped, not refused) fails a request in seconds, as a 503.
  const pool = new pg.Pool({
    connectionString: url,
    options: CONNECTION_OPTIONS,
    max: 10,
    connectionTimeoutMillis: 5_000,
  });
  pool.on('error', () => undefined);

  const lent = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => lent.add(client));
  pool.on('release', (_error, client) => lent.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (!lent.has(client)) return;
      const release = client.release;
      // Whoever holds it releases it again later, when its own query fails: that call does nothing.
      client.release = () => undefined;
      release(error);
    });
  });

  const poolQuery = pool.query.bind(pool) as TQuery;
  // Drizzle calls the pool only in this form (a query config and its values), never with a callback.
  const query: TQuery = async (config, values) => {
    try {
      return await poolQuery(config, values);
    } catch (error) {
      if (pool.ending || !isRead(config.text) || !isConnectionLost(error)) throw error;
      return queryOnFreshConnection(url, config, values);
    }
  };
  pool.query = query as typeof pool.query;
  return pool;
}
