import { selectTariff, type TIsoDate, type TTariffTable } from '@bi/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { tariffVersions } from '../../db/schema';
import { keptRead } from '../../lib/kept-read';
import { tariffTableOf } from './tariff-table-of';

/**
 * How long an instance prices from the approved versions it read before reading them again. Another
 * instance's approval is seen within this time; the approving instance forgets at once (decision 053).
 */
export const TARIFF_BOOK_TTL_MS = 30_000;

/** The approved versions, in the order they were approved (version 1, the seed's, first). */
async function readApproved(db: TDatabase): Promise<TTariffTable[]> {
  const rows = await db
    .select({
      label: tariffVersions.label,
      effectiveFrom: tariffVersions.effectiveFrom,
      rates: tariffVersions.rates,
    })
    .from(tariffVersions)
    .where(eq(tariffVersions.status, 'approved'))
    .orderBy(sql`${tariffVersions.decidedAt} asc nulls first`, asc(tariffVersions.number));
  return rows.map(tariffTableOf);
}

export type TTariffBook = {
  /** Every approved version, which the domain's `selectTariff` picks from. */
  approved(): Promise<readonly TTariffTable[]>;
  /** The version in force on a date (a quote's effect date, today for the public prices). */
  inForce(date: TIsoDate): Promise<TTariffTable>;
  /** The version a quote or contract was made with, by the label it carries. */
  byLabel(label: string): Promise<TTariffTable | undefined>;
  /** Read again at the next call: this instance just approved a version. */
  forget(): void;
};

/**
 * The approved versions, kept in memory: they are few and never change once approved, so the only
 * news is a new approval.
 */
export function createTariffBook(db: TDatabase): TTariffBook {
  const kept = keptRead(() => readApproved(db), TARIFF_BOOK_TTL_MS);
  return {
    approved: kept.get,
    inForce: async (date) => selectTariff(date, await kept.get()),
    byLabel: async (label) => (await kept.get()).find((table) => table.version === label),
    forget: kept.forget,
  };
}
