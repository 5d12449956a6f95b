import type { TReferenceList } from '@bi/domain';
import { sql } from 'drizzle-orm';
import type { TTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { loadReferenceItems, REFERENCE_TABLES, type TReferenceItem } from './reference-items';

const UNKNOWN = {
  countries: 'reference.unknownCountry',
  cities: 'reference.unknownCity',
  makes: 'reference.unknownMake',
  periods: 'reference.unknownPeriod',
} as const;

/**
 * The item about to change, its row locked till the transaction ends so two administrators' changes
 * follow each other and each audit line's "before" is what the change replaced. Unknown: a 404.
 */
export async function lockReferenceItem<L extends TReferenceList>(
  tx: TTransaction,
  list: L,
  id: number,
): Promise<TReferenceItem[L]> {
  await tx.execute(sql`select 1 from ${REFERENCE_TABLES[list]} where id = ${id} for update`);
  const [item] = await loadReferenceItems[list](tx, id);
  if (!item) throw new AppError(404, UNKNOWN[list]);
  return item as TReferenceItem[L];
}
