import { sql } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordEvent, windowState } from '../../lib/throttle';

/** The largest callback body read (bytes); the route's comment says why. */
export const CMI_CALLBACK_BODY_LIMIT = 16 * 1024;

const BUCKET = 'invalid_payment_callback';
const WINDOW_MS = 10 * 60_000;

async function refuseWhenSpent(db: TDatabase | TTransaction, address: string, limit: number) {
  const state = await windowState(db, BUCKET, address, limit, WINDOW_MS);
  if (state.exceeded) throw new AppError(429, 'http.tooManyRequests', { seconds: state.retryInSeconds });
}

/**
 * Counts a callback whose HASH is wrong against its address's budget, or refuses it (429) once the
 * address has spent it, before anything of it is stored. Only wrongly signed callbacks get here: the
 * gateway's own are never counted, however many one address sends.
 */
export async function spendInvalidCallback(db: TDatabase, address: string, limit: number): Promise<void> {
  // A read first: past the budget, a flood costs one indexed count per callback and writes nothing.
  await refuseWhenSpent(db, address, limit);
  await db.transaction(async (tx) => {
    // Simultaneous callbacks from one address queue here and see each other, so exactly the budget is
    // kept however many arrive at once (counting first and judging after would refuse them all).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${BUCKET}:${address}`}))`);
    await refuseWhenSpent(tx, address, limit);
    await recordEvent(tx, BUCKET, address);
  });
}
