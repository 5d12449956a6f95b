import { lt, sql } from 'drizzle-orm';
import type { TDatabase } from '../db/client';
import { requestBudgets } from '../db/schema';

type TBudgetState = { current: number; ttl: number };
type TCallback = (error: Error | null, state?: TBudgetState) => void;

/**
 * Counts a call in the address's window and answers what @fastify/rate-limit needs: the calls counted
 * and the milliseconds left in the window. One statement, on the database's clock, so that instances
 * whose machines' clocks differ still share one window.
 */
async function countCall(db: TDatabase, key: string, windowMs: number): Promise<TBudgetState> {
  const window = sql`make_interval(secs => ${windowMs / 1000})`;
  const expired = sql`budget.window_started_at <= clock_timestamp() - ${window}`;
  const result = await db.execute(sql`
    insert into ${requestBudgets} as budget (key, window_started_at, hits)
    values (${key}, clock_timestamp(), 1)
    on conflict (key) do update set
      hits = case when ${expired} then 1 else budget.hits + 1 end,
      window_started_at = case when ${expired} then clock_timestamp() else budget.window_started_at end
    returning hits, greatest(0, ceil(extract(epoch from
      (window_started_at + ${window} - clock_timestamp())) * 1000))::integer as ttl`);
  const [row] = (result as unknown as { rows: { hits: number; ttl: number }[] }).rows;
  return { current: Number(row!.hits), ttl: Number(row!.ttl) };
}

/**
 * A store for @fastify/rate-limit kept in the database, so that every instance behind the proxy spends
 * one budget per address (the library's own store counts in each process's memory).
 */
export function databaseBudgetStore(db: TDatabase) {
  return class DatabaseBudgetStore {
    incr(key: string, callback: TCallback, timeWindow: number) {
      countCall(db, key, timeWindow).then(
        (state) => callback(null, state),
        (error: Error) => callback(error),
      );
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
