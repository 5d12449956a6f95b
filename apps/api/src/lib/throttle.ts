import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../db/client';
import { throttleEvents } from '../db/schema';

type TExecutor = TDatabase | TTransaction;

export async function recordEvent(db: TExecutor, bucket: string, key: string): Promise<void> {
  await db.insert(throttleEvents).values({ bucket, key });
}

/**
 * Whether `limit` events already happened in the window, and if so in how many seconds the oldest
 * of them leaves it (what the caller is told to wait).
 */
export async function windowState(
  db: TExecutor,
  bucket: string,
  key: string,
  limit: number,
  windowMs: number,
): Promise<{ exceeded: boolean; retryInSeconds: number }> {
  const since = new Date(Date.now() - windowMs);
  const where = and(
    eq(throttleEvents.bucket, bucket),
    eq(throttleEvents.key, key),
    gt(throttleEvents.at, since),
  );
  const [{ value } = { value: 0 }] = await db.select({ value: count() }).from(throttleEvents).where(where);
  if (value < limit) return { exceeded: false, retryInSeconds: 0 };
  const events = await db
    .select({ at: throttleEvents.at })
    .from(throttleEvents)
    .where(where)
    .orderBy(asc(throttleEvents.at))
    .limit(value - limit + 1);
  const freeing = events.at(-1)!.at.getTime() + windowMs;
  return { exceeded: true, retryInSeconds: Math.max(1, Math.ceil((freeing - Date.now()) / 1000)) };
}

export async function clearEvents(db: TExecutor, bucket: string, key: string): Promise<void> {
  await db.delete(throttleEvents).where(and(eq(throttleEvents.bucket, bucket), eq(throttleEvents.key, key)));
}

/** Old events are useless; dropping them keeps the table small. */
export async function pruneEvents(db: TExecutor, olderThanMs: number): Promise<void> {
  await db.delete(throttleEvents).where(lt(throttleEvents.at, new Date(Date.now() - olderThanMs)));
}
