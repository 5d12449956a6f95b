import type { TDatabase } from '../../db/client';
import { deleteEvents, spendAttempt } from '../../lib/throttle';
import type { TAuthority } from './authority-of';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Spends one lookup of the key's budgets, per minute and per hour, counted in the database so every
 * instance shares them (decision 009), before the lookup is made (decision 015). A refused lookup is
 * given back: a budget measures answers, and the Retry-After it names must then hold. The refusal says
 * which budget was spent, the hour's when both were.
 */
export async function spendLookup(
  db: TDatabase,
  authority: TAuthority,
): Promise<{ refused: false } | { refused: 'minute_budget' | 'hour_budget'; retryInSeconds: number }> {
  const minute = await spendAttempt(db, 'authority_minute', authority.id, authority.perMinute, MINUTE_MS);
  const hour = await spendAttempt(db, 'authority_hour', authority.id, authority.perHour, HOUR_MS);
  if (!minute.exceeded && !hour.exceeded) return { refused: false };
  await deleteEvents(db, [minute.id, hour.id]);
  return {
    refused: hour.exceeded ? 'hour_budget' : 'minute_budget',
    retryInSeconds: Math.max(minute.retryInSeconds, hour.retryInSeconds),
  };
}
