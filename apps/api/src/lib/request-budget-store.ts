import { lt, sql } from 'drizzle-orm';
import type { TDatabase } from '../db/client';
import { requestBudgets } from '../db/schema';

type TBudgetState = { current: number; ttl: number };
type TCallback = (error: Error | null, state?: TBudgetState) => void;
/** One key's calls waiting for the next statement, in the order they came. */
type TWaiting = Map<string, TCallback[]>;

/**
 * Counts calls in their addresses' windows, `calls` per key, and answers each key's count after them
 * and the milliseconds left in its window. One statement, on the database's clock, so that instances
 * whose machines' clocks differ still share one window.
 */
async function countCalls(db: TDatabase, calls: Map<string, number>, windowMs: number) {
  const window = sql`make_interval(secs => ${windowMs / 1000})`;
  const expired = sql`budget.window_started_at <= clock_timestamp() - ${window}`;
  const rows = sql.join(
    [...calls].map(([key, count]) => sql`(${key}, clock_timestamp(), ${count}::integer)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    insert into ${requestBudgets} as budget (key, window_started_at, hits)
    values ${rows}
    on conflict (key) do update set
      hits = case when ${expired} then excluded.hits else budget.hits + excluded.hits end,
      window_started_at = case when ${expired} then clock_timestamp() else budget.window_started_at end
    returning key, hits, greatest(0, ceil(extract(epoch from
      (window_started_at + ${window} - clock_timestamp())) * 1000))::integer as ttl`);
  return (result as unknown as { rows: { key: string; hits: number; ttl: number }[] }).rows;
}

/**
 * Every call counts, so counting must not cost every call a statement of its own: calls that arrive
 * while a statement is on its way wait for the next one, which counts them all, each key once, and
 * hands each call its own place in its key's count. No call is counted twice or lost, so a limit holds
 * to the call across instances, as it would with a statement per call.
 */
function coalescingCounter(db: TDatabase, windowMs: number) {
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
        await countCalls(db, calls, windowMs).then(
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
export function databaseBudgetStore(db: TDatabase) {
  const counters = new Map<number, ReturnType<typeof coalescingCounter>>();
  const counterOf = (windowMs: number) => {
    let counter = counters.get(windowMs);
    if (!counter) {
      counter = coalescingCounter(db, windowMs);
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
