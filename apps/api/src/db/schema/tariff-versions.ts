import { TARIFF_VERSION_STATUSES, type TTariffRates } from '@bi/domain';
import { sql } from 'drizzle-orm';
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
import { createdAt, updatedAt } from './columns';
import { users } from './accounts';

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
