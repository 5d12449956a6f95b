import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordEvent, windowState } from '../../lib/throttle';

const BUCKET = 'verification_miss';
const WINDOW_MS = 10 * 60_000;

/**
 * A certificate's code has 144 random bits, so no volume of guesses finds one; the budget keeps it so
 * and keeps the scanning cheap. Only unknown codes cost: a border post verifies hundreds of real
 * certificates from one address in a morning, and none of them counts. Past the misses, every lookup
 * from the address waits, a real code too, as a guesser would otherwise just mix them in.
 */
export async function refuseAfterTooManyMisses(db: TDatabase, address: string, limit: number) {
  const state = await windowState(db, BUCKET, address, limit, WINDOW_MS);
  if (state.exceeded) throw new AppError(429, 'http.tooManyRequests', { seconds: state.retryInSeconds });
}

export const recordMiss = (db: TDatabase, address: string) => recordEvent(db, BUCKET, address);
