import { PAYMENT_STATUSES, SIGNATURE_REQUEST_STATUSES } from '@bi/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, updatedAt } from './columns';
import { subscriptions } from './subscriptions';

// ── Money, signature and the documents they produce ─────────────────────────────────────────────

/**
 * One row per attempt to pay (each gets its own CMI order id), so refusals before the one approval are
 * all kept. At most one approved attempt per subscription, held by a partial unique index.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    provider: text('provider').notNull().default('cmi'),
    /** The `oid` sent to the gateway: unique per attempt, never reused. */
    orderId: text('order_id').notNull().unique(),
    amountCentimes: integer('amount_centimes').notNull(),
    /** ISO 4217 numeric: 504 is the dirham. */
    currency: text('currency').notNull().default('504'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    language: text('language').notNull(),
    transactionId: text('transaction_id'),
    authCode: text('auth_code'),
    procReturnCode: text('proc_return_code'),
    /** Why an approval was not taken (amount mismatch, subscription no longer payable …). */
    rejectReason: text('reject_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('payments_subscription_idx').on(table.subscriptionId, table.createdAt),
    uniqueIndex('payments_one_approval_idx')
      .on(table.subscriptionId)
      .where(sql`${table.status} = 'approved'`),
  ],
);

/** Every callback exactly as received, forged and unknown ones included, with what was done with it. */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: uuid('payment_id').references(() => payments.id),
    orderId: text('order_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    hashValid: boolean('hash_valid').notNull(),
    /** approved, refused, duplicate, forged, unknown_order, amount_mismatch, not_payable, error. */
    outcome: text('outcome').notNull(),
    /** The plain-text answer given to the gateway. */
    answer: text('answer').notNull(),
    ip: text('ip'),
  },
  (table) => [index('payment_callbacks_order_idx').on(table.orderId, table.receivedAt)],
);

/**
 * A request to sign one paid subscription's contract (the `demande` of spec §2). Its id travels in the
 * signing link and back to the app; signing needs a code sent by SMS to the subscription's phone too.
 */
export const signatureRequests = pgTable(
  'signature_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    provider: text('provider').notNull().default('internal'),
    status: text('status', { enum: SIGNATURE_REQUEST_STATUSES }).notNull().default('pending'),
    phone: text('phone').notNull(),
    language: text('language').notNull(),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** Law 53-05 evidence: document hashes, signer, phone, code check time, IP, user agent. */
    evidence: jsonb('evidence').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('signature_requests_subscription_idx').on(table.subscriptionId, table.createdAt)],
);

/**
 * Signed contracts and issued certificates: written once, never changed (a trigger refuses UPDATE and
 * DELETE), the SHA-256 of the bytes kept beside them. The bytes sit in the file storage under `storage_key`.
 */
export const archivedDocuments = pgTable(
  'archived_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    kind: text('kind', { enum: ['signed_contract', 'endorsement', 'certificate'] }).notNull(),
    /** The document this one takes the place of (an endorsement replaces the contract or an earlier endorsement). */
    replacesId: uuid('replaces_id').references((): AnyPgColumn => archivedDocuments.id),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    content: bytea('content'),
    createdAt: createdAt(),
  },
  (table) => [index('archived_documents_subscription_idx').on(table.subscriptionId, table.kind)],
);

/**
 * The insurance certificate (attestation). Its verification code is what the QR code carries: random,
 * unguessable, and it reveals nothing but validity, plate, dates and usage. A re-issue (new effect date)
 * revokes the previous one.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    number: text('number').notNull().unique(),
    verificationCode: text('verification_code').notNull().unique(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    plate: text('plate').notNull(),
    usageCode: text('usage_code').notNull(),
    /** The trailer option was bought: the certificate and its verification say the trailer is covered. */
    trailerCovered: boolean('trailer_covered').notNull().default(false),
    documentId: uuid('document_id').references(() => archivedDocuments.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('certificates_subscription_idx').on(table.subscriptionId, table.issuedAt),
    // The authorities' check compares plates without their separators (PLATE_KEY_SQL, the same expression).
    index('certificates_plate_key_idx').on(sql`regexp_replace(${table.plate}, '[[:space:]./|-]', '', 'g')`),
  ],
);
