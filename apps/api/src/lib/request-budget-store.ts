import { lt, sql } from 'drizzle-orm';
import type { TDatabase } from '../db/client';
import { preparedOnce } from '../db/prepared';
import { requestBudgets } from '../db/schema';

type TBudgetState = { current: number; ttl: number };
type TCallback = (error: Error | null, state?: TBudgetState) => void;
/** One key's calls waiting for the next statement, in the order they came. */
type TWaiting = Map<string, TCallback[]>;

/**
 * Counts calls in their addresses' windows, `hits` per key, and answers each key's count after them
 * and the milliseconds left in its window. One statement, on the database's clock, so that instances
 * whose machines' clocks differ still share one window. Its keys and counts come as two arrays, so
 * that any batch is the same statement, prepared once on each connection: planned anew on every
 * batch it cost the database 2.5 times as much (decision 061).
 */
const countCallsStatement = preparedOnce((db) => {
  const window = sql`make_interval(secs => ${sql.placeholder('windowSeconds')}::double precision)`;
  const expired = sql`${requestBudgets.windowStartedAt} <= clock_timestamp() - ${window}`;
  return db
    .insert(requestBudgets)
    .select(
      sql`select key, clock_timestamp(), hits from unnest(${sql.placeholder('keys')}::text[],
        ${sql.placeholder('hits')}::integer[]) as calls(key, hits)`,
    )
    .onConflictDoUpdate({
      target: requestBudgets.key,
      set: {
        hits: sql`case when ${expired} then excluded.hits else ${requestBudgets.hits} + excluded.hits end`,
        windowStartedAt: sql`case when ${expired} then clock_timestamp() else ${requestBudgets.windowStartedAt} end`,
      },
    })
    .returning({
      key: requestBudgets.key,
      hits: requestBudgets.hits,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from
        (${requestBudgets.windowStartedAt} + ${window} - clock_timestamp())) * 1000))::integer`.mapWith(
        Number,
      ),
    })
    .prepare('request_budget_count');
});

export function countCalls(db: TDatabase, calls: Map<string, number>, windowMs: number) {
  return countCallsStatement(db).execute({
    keys: [...calls.keys()],
    hits: [...calls.values()],
    windowSeconds: windowMs / 1000,
  });
}

/**
 * Every call counts, so counting must not cost every call a statement of its own: calls that arrive
 * while a statement is on its way wait for the next one, which counts them all, each key once, and
 * hands each call its own place in its key's count. No call is counted twice or lost, so a limit holds
 * to the call across instances, as it would with a statement per call.
 */
/** How a batch is counted: `countCalls`, or a test's wrapper around it. */
type TCount = typeof countCalls;

function coalescingCounter(db: TDatabase, windowMs: number, count: TCount) {
  let waiting: TWaiting = new Map();
  let counting = false;

  const settle = (batch: TWaiting, rows: Awaited<ReturnType<typeof countCalls>>) => {
    const counted = new Map(rows.map((row) => [row.key, row]));
    for (const [key, callbacks] of batch) {
      const row = counted.get(key);
      if (!row) {
        callbacks.forEach((callback) => callback(new Error(`request budget: ${key} was not counted`)));
        continue;
      }
      const first = Number(row.hits) - callbacks.length + 1;
      callbacks.forEach((callback, place) =>
        callback(null, { current: first + place, ttl: Number(row.ttl) }),
      );
    }
  };

  const countWaiting = async () => {
    counting = true;
    try {
      while (waiting.size > 0) {
        const batch = waiting;
        waiting = new Map();
        const calls = new Map([...batch].map(([key, callbacks]) => [key, callbacks.length]));
        await count(db, calls, windowMs).then(
          (rows) => settle(batch, rows),
          (error: Error) => batch.forEach((callbacks) => callbacks.forEach((callback) => callback(error))),
        );
      }
    } finally {
      // Whatever happened, the next call starts a count again rather than wait behind this one.
      counting = false;
    }
  };

  return (key: string, callback: TCallback) => {
    const callbacks = waiting.get(key);
    if (callbacks) callbacks.push(callback);
    else waiting.set(key, [callback]);
    if (!counting) void countWaiting();
  };
}

/**
 * A store for @fastify/rate-limit kept in the database, so that every instance behind the proxy spends
 * one budget per address (the library's own store counts in each process's memory).
 */
export function databaseBudgetStore(db: TDatabase, count: TCount = countCalls) {
  const counters = new Map<number, ReturnType<typeof coalescingCounter>>();
  const counterOf = (windowMs: number) => {
    let counter = counters.get(windowMs);
    if (!counter) {
      counter = coalescingCounter(db, windowMs, count);
      counters.set(windowMs, counter);
    }
    return counter;
  };
  return class DatabaseBudgetStore {
    incr(key: string, callback: TCallback, timeWindow: number) {
      counterOf(timeWindow)(key, callback);
    }

    child() {
      return new DatabaseBudgetStore();
    }
  };
}

/** Windows last a minute: rows idle for an hour are no one's budget any more. */
export async function pruneRequestBudgets(db: TDatabase, olderThanMs: number): Promise<void> {
  await db
    .delete(requestBudgets)
    .where(
      lt(
        requestBudgets.windowStartedAt,
        sql`clock_timestamp() - make_interval(secs => ${olderThanMs / 1000})`,
      ),
    );
}
