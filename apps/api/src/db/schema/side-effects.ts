import { ACTOR_KINDS, SYSTEM_PROCESSES } from '@bi/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

// ── Side effects and history ────────────────────────────────────────────────────────────────────

/** Messages are written in the same transaction as the change that causes them, then dispatched. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    language: text('language').notNull(),
    template: text('template').notNull(),
    subject: text('subject'),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Archived documents sent with a mail (the signed contract and the certificate). */
    attachments: jsonb('attachments').$type<string[]>(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('outbox_recipient_idx').on(table.recipient, table.createdAt),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id'),
    /** Who made the change happen: the customer, the system (a job, a provider's callback), staff. */
    actor: text('actor', { enum: ACTOR_KINDS }).notNull(),
    /** The system's process that acted (the payment callback, the expiry job…); none for a person. */
    actorProcess: text('actor_process', { enum: SYSTEM_PROCESSES }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    data: jsonb('data'),
    requestId: text('request_id'),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entityType, table.entityId, table.at),
    // A refused authority lookup is one line per caller, reason and minute, its count raised by each
    // further refusal (decision 047): a flood of bad keys cannot grow the journal without bound.
    uniqueIndex('audit_log_lookup_refused_idx')
      .on(table.entityType, table.entityId, table.at, sql`(${table.data}->>'reason')`)
      .where(sql`${table.action} = 'authority.lookup_refused'`),
  ],
);
