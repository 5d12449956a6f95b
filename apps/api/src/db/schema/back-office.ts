import { REVIEW_STATUSES, DOCUMENT_FIELDS, REJECTION_REASONS } from '@bi/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  primaryKey,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { offices } from './reference-data';
import { users } from './accounts';
import { subscriptions, files } from './subscriptions';
import { certificates } from './money-and-documents';

// ── The offices' back office ────────────────────────────────────────────────────────────────────

/** The offices a clerk acts for (an administrator acts for every office and has no rows here). */
export const staffOffices = pgTable(
  'staff_offices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.officeId] }),
    index('staff_offices_office_idx').on(table.officeId),
  ],
);

/** The mailboxes that learn of an office's work (new contracts, changes, requests, the morning digest). */
export const officeEmails = pgTable(
  'office_emails',
  {
    id: serial('id').primaryKey(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    email: text('email').notNull(),
  },
  (table) => [uniqueIndex('office_emails_unique').on(table.officeId, sql`lower(${table.email})`)],
);

/**
 * A clerk's check of one document of a subscription: one row per document kind, its moves held by the
 * domain's review table. A replacement by the customer points the row at the new file and makes it pending.
 */
export const documentReviews = pgTable(
  'document_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    kind: text('kind', { enum: DOCUMENT_FIELDS }).notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    reason: text('reason', { enum: REJECTION_REASONS }),
    comment: text('comment'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('document_reviews_subscription_kind_idx').on(table.subscriptionId, table.kind),
    index('document_reviews_status_idx').on(table.status),
  ],
);

/**
 * The certificate handed over at the counter: once per subscription, by whom and what was checked.
 * When is the subscription's one fact (`certificate_collected_at`, written by `recordHandedOver` in the
 * same transaction), not kept twice (issue 37).
 */
export const handovers = pgTable('handovers', {
  id: uuid('id').primaryKey().defaultRandom(),
  subscriptionId: uuid('subscription_id')
    .notNull()
    .unique()
    .references(() => subscriptions.id),
  officeId: integer('office_id')
    .notNull()
    .references(() => offices.id),
  clerkUserId: uuid('clerk_user_id')
    .notNull()
    .references(() => users.id),
  certificateId: uuid('certificate_id').references(() => certificates.id),
  identityChecked: boolean('identity_checked').notNull(),
  originalsChecked: boolean('originals_checked').notNull(),
});

/** The morning digest of an office's arrivals, sent once per office and day. */
export const digestRuns = pgTable(
  'digest_runs',
  {
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    day: date('day', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    arrivals: integer('arrivals').notNull(),
  },
  (table) => [primaryKey({ columns: [table.officeId, table.day] })],
);

/**
 * The reminder sent three days before a contract ends, with the link to its extension: once per
 * contract, the row inserted in the transaction that queues the messages (decision 027).
 */
export const renewalReminders = pgTable('renewal_reminders', {
  subscriptionId: uuid('subscription_id')
    .primaryKey()
    .references(() => subscriptions.id),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
