import pg from 'pg';
import { LIST_PATH, newSubscription, signUp } from './api-journey';
import { startBenchServer } from './bench-server';
import { expectStatus, httpClient } from './http-client';
import { percentile, sampleMillis } from './measure';
import { createScratchDatabase } from './scratch-database';

/** The customer whose list is read: about as many subscriptions as a frequent driver. */
const OWN_SUBSCRIPTIONS = 10;
const SMALL_TOTAL = 1_000;
const LARGE_TOTAL = 1_000_000;
/** Other customers the filler rows belong to: a hundred subscriptions each at a million. */
const OTHER_CUSTOMERS = 10_000;
const SAMPLES = 200;
const WARM_UP = 30;

export type TListScale = {
  smallP50Millis: number;
  largeP50Millis: number;
  /** How long the one statement adding the rows up to a million took. */
  fillMillis: number;
  filledRows: number;
};

const FILLER_EMAIL = `'filler.%@bench.example'`;

/** Other customers' subscriptions numbered `from` to `to`, in one statement, each a plain step-0 row. */
async function addOtherSubscriptions(pool: pg.Pool, from: number, to: number): Promise<number> {
  const started = performance.now();
  await pool.query(
    `with fillers as (
       select id, row_number() over (order by id) - 1 as n from users where email like ${FILLER_EMAIL}
     )
     insert into subscriptions (code_str, user_id, statut, created_at)
     select 'FILL-' || g, fillers.id, 'simulation', now() - make_interval(secs => g)
     from generate_series($1::int, $2::int) as g join fillers on fillers.n = g % ${OTHER_CUSTOMERS}`,
    [from, to],
  );
  // As autovacuum would in time: fresh statistics for the planner, and a visibility map for the count.
  await pool.query('vacuum analyze subscriptions');
  return performance.now() - started;
}

/**
 * The list call's p50 for one customer with ten subscriptions, when the table holds a thousand
 * subscriptions and then a million (other customers' rows, added in SQL), on a database of its own.
 */
export async function measureListScale(databaseUrl: string): Promise<TListScale> {
  const scratch = await createScratchDatabase(databaseUrl, `bi_bench_list_scale_${process.pid}`);
  try {
    const server = await startBenchServer({ databaseUrl: scratch.url });
    const pool = new pg.Pool({ connectionString: scratch.url, max: 1 });
    const client = httpClient(server.base, 1);
    try {
      const customer = await signUp(client);
      for (let index = 0; index < OWN_SUBSCRIPTIONS; index += 1) await newSubscription(client, customer);
      const listP50 = async () =>
        percentile(
          await sampleMillis(SAMPLES, WARM_UP, async () => {
            expectStatus(await client.send({ path: LIST_PATH, headers: customer.headers }), 'list');
          }),
          0.5,
        );
      await pool.query(
        `insert into users (type, email, password_hash)
         select 'physique', 'filler.' || g || '@bench.example', 'filler' from generate_series(1, $1::int) g`,
        [OTHER_CUSTOMERS],
      );
      const [{ count } = { count: '0' }] = (
        await pool.query<{ count: string }>('select count(*) from subscriptions')
      ).rows;
      const own = Number(count);
      await addOtherSubscriptions(pool, 1, SMALL_TOTAL - own);
      const smallP50Millis = await listP50();
      console.log(`  adding ${(LARGE_TOTAL - SMALL_TOTAL).toLocaleString('en-US')} subscriptions in SQL…`);
      const fillMillis = await addOtherSubscriptions(pool, SMALL_TOTAL - own + 1, LARGE_TOTAL - own);
      const largeP50Millis = await listP50();
      return { smallP50Millis, largeP50Millis, fillMillis, filledRows: LARGE_TOTAL - SMALL_TOTAL };
    } finally {
      client.close();
      await pool.end();
      await server.close();
    }
  } finally {
    await scratch.drop();
  }
}
