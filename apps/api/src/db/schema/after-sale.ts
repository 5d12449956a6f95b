import { REFUND_REASONS, REFUND_STATUSES, TERMINATION_STATUSES } from '@bi/domain';
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { subscriptions } from './subscriptions';
import { payments } from './money-and-documents';

// ── After-sale: what a cancellation or a termination leaves for the insurer's team ──────────────

/**
 * The refund a paid cancellation opens (spec §9: within 20 working days): the amount captured, the
 * approved payment it returns, and the last day to make it. One per subscription.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .unique()
      .references(() => subscriptions.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    amountCentimes: integer('amount_centimes').notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull().default('cancellation'),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    /** The staff member who recorded the refund as made. */
    refundedBy: uuid('refunded_by').references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    dueBy: date('due_by', { mode: 'string' }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The gateway's reference of the refund, once made. */
    reference: text('reference'),
  },
  (table) => [index('refunds_status_due_idx').on(table.status, table.dueBy)],
);

/** A customer's request to terminate a contract in force; the insurer's team handles it. One per subscription. */
export const terminationRequests = pgTable(
  'termination_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .unique()
      .references(() => subscriptions.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    reason: text('reason'),
    status: text('status', { enum: TERMINATION_STATUSES }).notNull().default('open'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id),
    /** Why it was refused, or the clerk's note when applied. */
    decisionReason: text('decision_reason'),
  },
  (table) => [index('termination_requests_status_idx').on(table.status, table.requestedAt)],
);
