import {
  STATUSES,
  type TCoverInfo,
  type TDocumentsInfo,
  type TInsured,
  type TPaymentDetails,
  type TPeriodInfo,
  type TQuoteResult,
  type TVehicle,
} from '@bi/domain';
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, updatedAt } from './columns';
import { offices } from './reference-data';
import { users } from './accounts';

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
