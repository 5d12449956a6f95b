import { date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

// ── The authorities' check by plate ─────────────────────────────────────────────────────────────

/**
 * One key per authority (police, customs) for `GET /authorities/coverage`. Only the key's SHA-256 is
 * kept (it is 32 random bytes, so the hash cannot be reversed by trying), with a few first characters
 * to tell keys apart; a revoked key stays, for the journal's lines that name it.
 */
export const authorityKeys = pgTable('authority_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  authority: text('authority').notNull(),
  prefix: text('prefix').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  perMinute: integer('per_minute').notNull(),
  perHour: integer('per_hour').notNull(),
  /** The last day in Morocco the key answers; past it the key is refused as expired. */
  expiresOn: date('expires_on', { mode: 'string' }).notNull(),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
