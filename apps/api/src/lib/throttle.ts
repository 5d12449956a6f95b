import { and, asc, count, eq, gt, inArray, lt } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../db/client';
import { throttleEvents } from '../db/schema';
import { machineMs } from './clock';

type TExecutor = TDatabase | TTransaction;

export async function recordEvent(db: TExecutor, bucket: string, key: string): Promise<number> {
  const [event] = await db
    .insert(throttleEvents)
    .values({ bucket, key })
    .returning({ id: throttleEvents.id });
  return event!.id;
}

export async function deleteEvents(db: TExecutor, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(throttleEvents).where(inArray(throttleEvents.id, ids));
}

/**
 * Counts an attempt before it is judged, so that parallel attempts each see the others: the caller is
 * refused when this attempt goes past the limit. Answers the event's id, to forget it on success.
 */
export async function spendAttempt(
  db: TExecutor,
  bucket: string,
  key: string,
  limit: number,
  windowMs: number,
): Promise<{ id: number; exceeded: boolean; retryInSeconds: number }> {
  const id = await recordEvent(db, bucket, key);
  const state = await windowState(db, bucket, key, limit + 1, windowMs);
  return { id, ...state };
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
  const since = new Date(machineMs() - windowMs);
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
  return { exceeded: true, retryInSeconds: Math.max(1, Math.ceil((freeing - machineMs()) / 1000)) };
}

export async function clearEvents(db: TExecutor, bucket: string, key: string): Promise<void> {
  await db.delete(throttleEvents).where(and(eq(throttleEvents.bucket, bucket), eq(throttleEvents.key, key)));
}

/** Old events are useless; dropping them keeps the table small. */
export async function pruneEvents(db: TExecutor, olderThanMs: number): Promise<void> {
  await db.delete(throttleEvents).where(lt(throttleEvents.at, new Date(machineMs() - olderThanMs)));
}
