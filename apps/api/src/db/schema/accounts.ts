import { ROLES } from '@bi/domain';
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

// ── Accounts ────────────────────────────────────────────────────────────────────────────────────

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ['physique', 'morale', 'corporation'] }).notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    raisonSociale: text('raison_sociale'),
    email: text('email').notNull(),
    phone: text('phone'),
    countryCode: text('country_code'),
    passwordHash: text('password_hash').notNull(),
    language: text('language', { enum: ['fr', 'en', 'ar'] })
      .notNull()
      .default('fr'),
    /** customer, or the insurer's staff: an office clerk or an administrator (they work under /backoffice). */
    role: text('role', { enum: ROLES }).notNull().default('customer'),
    /** A staff account an administrator switched off: it can no longer sign in and its sessions end. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** When a staff member was last invited (a set-password link sent). */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('users_email_unique').on(sql`lower(${table.email})`)],
);

/** A bearer token names one row here, so signing out or an admin can end it before it expires. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Codes sent by mail or SMS, and reset links: only a hash is kept. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    target: text('target').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [index('verification_codes_target_idx').on(table.target, table.purpose, table.createdAt)],
);

/**
 * Events counted for rate limits and lock-outs (sign-in failures, code sends, account checks). Kept in
 * the database so that several API instances share the same counts.
 */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('throttle_events_lookup_idx').on(table.bucket, table.key, table.at)],
);

/**
 * The per-address request budget when several instances share it (REQUEST_BUDGET_STORE=database): one
 * row per address, its window's start and the calls counted in it, on the database's own clock.
 * UNLOGGED (migration 0008, which drizzle's schema cannot say): a count lost with a crash costs nothing,
 * and a commit that wrote only this table waits for no WAL flush (0.11 ms an upsert here, not 0.27).
 */
export const requestBudgets = pgTable('request_budgets', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
