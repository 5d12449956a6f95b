import {
  PAYMENT_STATUSES,
  REFUND_REASONS,
  REFUND_STATUSES,
  REVIEW_STATUSES,
  ROLES,
  SIGNATURE_REQUEST_STATUSES,
  STATUSES,
  TERMINATION_STATUSES,
  TARIFF_VERSION_STATUSES,
  DOCUMENT_FIELDS,
  REJECTION_REASONS,
  type TCoverInfo,
  type TDocumentsInfo,
  type TInsured,
  type TPaymentDetails,
  type TPeriodInfo,
  type TTariffRates,
  type TQuoteResult,
  type TVehicle,
} from '@bi/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  primaryKey,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ── Reference data (seeded from the data files once per row, then the console's: decision 051) ────
// `active`: offered to new customers; a switched-off row stays for the contracts that recorded it.

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  iso2: text('iso2').notNull().unique(),
  nameFr: text('name_fr').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  // Residents of the country may buy (step 1 offers it).
  active: boolean('active').notNull().default(true),
});

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameAr: text('name_ar').notNull(),
  entryPoint: boolean('entry_point').notNull().default(false),
  entryLabel: text('entry_label'),
  entryLabelAr: text('entry_label_ar'),
  active: boolean('active').notNull().default(true),
});

export const offices = pgTable(
  'offices',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    // Arabic name where one is known; the French name stands in for the others.
    nameAr: text('name_ar'),
    address: text('address').notNull(),
    // Where the Arabic documents print the office's address; the French one stands in until it is given.
    addressAr: text('address_ar'),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    kind: text('kind', { enum: ['border_post', 'agent', 'broker', 'direct'] }).notNull(),
    immediateEffect: boolean('immediate_effect').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [index('offices_city_idx').on(table.cityId)],
);

export const makes = pgTable('makes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  kinds: text('kinds').array().notNull(),
  active: boolean('active').notNull().default(true),
  // The seed file's name for the make, which a rename in the console leaves alone; null for the console's.
  seedName: text('seed_name').unique(),
});

export const usages = pgTable('usages', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  maxPlaces: integer('max_places'),
});

export const periods = pgTable('periods', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  count: integer('count').notNull(),
  inDays: boolean('in_days').notNull(),
  active: boolean('active').notNull().default(true),
});

export const fuels = pgTable('fuels', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  label: text('label').notNull(),
  labelEn: text('label_en').notNull(),
  labelAr: text('label_ar').notNull(),
});

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

// ── Subscriptions and their documents ───────────────────────────────────────────────────────────

export const subscriptionCodeSequence = pgSequence('subscription_code_seq', { startWith: 1 });

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeStr: text('code_str').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    statut: text('statut', { enum: STATUSES }).notNull(),
    /** The next step to do, 0 to 7, then ALL_STEPS_DONE once step 7 is saved. */
    currentStep: integer('current_step').notNull().default(0),
    userInfo: jsonb('user_info').$type<TInsured>().notNull().default({}),
    vehiculeInfo: jsonb('vehicule_info').$type<TVehicle>(),
    periodeInfo: jsonb('periode_info').$type<TPeriodInfo>(),
    packInfo: jsonb('pack_info').$type<TCoverInfo>(),
    documentsInfo: jsonb('documents_info').$type<TDocumentsInfo>(),
    paymentInfo: jsonb('payment_info').$type<TPaymentDetails>().notNull().default({}),
    simulationResult: jsonb('simulation_result').$type<TQuoteResult>(),
    // What lists, offices and rules filter on, kept beside the parts by the repository on every write.
    officeId: integer('office_id').references(() => offices.id),
    effectDate: date('effect_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    usageCode: text('usage_code'),
    plate: text('plate'),
    totalCentimes: integer('total_centimes'),
    tariffVersion: text('tariff_version'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    extendedFromId: uuid('extended_from_id').references((): AnyPgColumn => subscriptions.id),
    /** The office handed over the certificate: from then on the contract is no longer cancelled online. */
    certificateCollectedAt: timestamp('certificate_collected_at', { withTimezone: true }),
    /** Optimistic lock: bumped by every write; a client's If-Match naming an older one is refused. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('subscriptions_user_created_idx').on(table.userId, table.createdAt),
    index('subscriptions_office_effect_idx').on(table.officeId, table.effectDate),
    index('subscriptions_status_effect_idx').on(table.statut, table.effectDate),
    index('subscriptions_plate_idx').on(table.plate),
    index('subscriptions_extended_from_idx').on(table.extendedFromId),
    // The figures' periods: contracts sold by their payment, subscriptions opened by their creation.
    index('subscriptions_paid_at_idx').on(table.paidAt),
    index('subscriptions_created_at_idx').on(table.createdAt),
  ],
);

export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerUserId: uuid('owner_user_id')
    .notNull()
    .references(() => users.id),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  storageKey: text('storage_key').notNull(),
  content: bytea('content'),
  createdAt: createdAt(),
});

/** Each consent with the text version and the time (law 09-08, law 31-08). */
export const consents = pgTable('consents', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  subscriptionId: uuid('subscription_id').references(() => subscriptions.id),
  kind: text('kind').notNull(),
  textVersion: text('text_version').notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  ip: text('ip'),
});

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
    actor: text('actor', { enum: ['customer', 'system', 'staff'] })
      .notNull()
      .default('customer'),
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

// ── Tariff versions (decision 053) ──────────────────────────────────────────────────────────────

export const tariffVersionNumberSequence = pgSequence('tariff_version_number_seq', { startWith: 2 });

/**
 * Every tariff the insurer drafted, submitted, approved or rejected, its rates as data. Version 1 is
 * the seed's; an approved version is never written again (its one writer moves rows only by the
 * domain's TARIFF_VERSION_TRANSITIONS, and approved has no move), so a quote names the version it
 * was made with by its `label`.
 */
export const tariffVersions = pgTable(
  'tariff_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number')
      .notNull()
      .unique()
      .default(sql`nextval('tariff_version_number_seq')`),
    /** The `tarif_version` quotes carry: version 1 keeps the seed's "2026-01", later ones their number. */
    label: text('label').notNull().unique(),
    status: text('status', { enum: TARIFF_VERSION_STATUSES }).notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    rates: jsonb('rates').$type<TTariffRates>().notNull(),
    basedOnId: uuid('based_on_id').references((): AnyPgColumn => tariffVersions.id),
    authorId: uuid('author_id').references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('tariff_versions_status_idx').on(table.status, table.effectiveFrom)],
);
