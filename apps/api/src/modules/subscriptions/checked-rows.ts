import { isDeepStrictEqual } from 'node:util';
import { parseSubscriptionRow, type TSubscriptionRow } from './repository';

/** Enough for every subscription a busy day reads; past it the oldest are checked again. */
const REMEMBERED = 20_000;

/**
 * Versions of rows whose stored parts this process found well-formed and already as their schemas
 * read them (nothing stripped, trimmed or defaulted), oldest first.
 */
const wellFormed = new Map<string, true>();

/** A committed row's version: every write bumps it and moves `updated_at` (the optimistic lock's rule). */
const versionOf = (row: TSubscriptionRow) => `${row.id}:${row.version}:${row.updatedAt.getTime()}`;

/**
 * A row read outside a transaction (committed, so its version names its content), its parts checked
 * as `parseSubscriptionRow` does, but once per version in this process: the detail and the list read
 * the same versions again and again, and zod's check of seven parts was a tenth of the detail's time
 * (issue 37, decision 059). A row whose check changed anything is checked on every read; a new
 * process, and so a new schema, checks every row again. Never for a row written in a transaction that
 * may yet roll back.
 */
export function checkedReadRow(row: TSubscriptionRow): TSubscriptionRow {
  const version = versionOf(row);
  if (wellFormed.has(version)) return row;
  const parsed = parseSubscriptionRow(row);
  if (isDeepStrictEqual(parsed, row)) {
    if (wellFormed.size >= REMEMBERED) wellFormed.delete(wellFormed.keys().next().value!);
    wellFormed.set(version, true);
  }
  return parsed;
}
