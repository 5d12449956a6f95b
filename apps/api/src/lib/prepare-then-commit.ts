import type { TDatabase, TTransaction } from '../db/client';
import { AppError } from './app-error';

/**
 * A use case whose writes carry documents rendered in Chromium and sealed (signing, a change of the
 * effect date): the slow part first, with no row locked, then one short transaction.
 */
export type TPrepareThenCommit<TPrepared extends { version: number }, TLocked, TResult> = {
  /** Renders and seals from the row as read without a lock; says which version of it that was. */
  prepare: () => Promise<TPrepared>;
  /**
   * Locks the row and reads it again, with the state checks that refuse at once. A refusal returned
   * as a value ends the use case with it, as `commit`'s does.
   */
  lock: (tx: TTransaction) => Promise<TLocked | AppError>;
  /** The locked row's version, compared with the one the documents were rendered from. */
  versionOf: (locked: TLocked) => number;
  /**
   * The writes, the documents stored with them. A refusal returned as a value commits what was
   * written before it (a wrong code counted) and is then thrown; a thrown one rolls everything back.
   */
  commit: (tx: TTransaction, locked: TLocked, prepared: TPrepared) => Promise<TResult | AppError>;
};

/**
 * Chromium and the seal take seconds that no other writer of the row should wait for, and a renderer
 * with a full line refuses (503) before anything is written. The row changed since its documents were
 * rendered (its date, say) is a 409 to read again: they would not say what it now is.
 */
export async function prepareThenCommit<TPrepared extends { version: number }, TLocked, TResult>(
  db: TDatabase,
  steps: TPrepareThenCommit<TPrepared, TLocked, TResult>,
): Promise<TResult> {
  const prepared = await steps.prepare();
  const outcome = await db.transaction(async (tx) => {
    const locked = await steps.lock(tx);
    if (locked instanceof AppError) return locked;
    if (steps.versionOf(locked) !== prepared.version) throw new AppError(409, 'subscription.stale');
    return steps.commit(tx, locked, prepared);
  });
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}
