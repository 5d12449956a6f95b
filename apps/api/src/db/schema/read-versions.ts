import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgSequence, pgTable, uuid } from 'drizzle-orm/pg-core';

// ── What a read kept in memory checks before it is used again ───────────────────────────────────

/**
 * Where every version below is drawn: never twice the same number, so a version seen once names one
 * state of what it covers, whichever row moved it.
 */
export const readVersionSequence = pgSequence('read_version_seq');

/**
 * A customer's own list moves: the database's triggers (migration 0019) draw a new version when a row
 * the list shows changes (their subscriptions, terminations, refunds, reviews, sealed documents),
 * whoever writes it, at the writing transaction's commit. None yet reads as 0.
 */
export const customerReadVersions = pgTable('customer_read_versions', {
  userId: uuid('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** The one row that moves when a country or an office is switched on or off (the list's `countryOff`, `officeClosed`). */
export const referenceReadVersion = pgTable(
  'reference_read_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (table) => [check('reference_read_version_one_row', sql`${table.id}`)],
);
