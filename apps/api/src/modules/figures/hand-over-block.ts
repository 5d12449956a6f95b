import { localizedName, readableName, type TLanguage } from '@bi/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { offices, subscriptions } from '../../db/schema';
import { waitingAtCounter } from '../backoffice/queue-filters';
import { ofOffice, type TFiguresScope } from './figures-scope';

/**
 * The contracts waiting at each office's counter today, as its queue counts them (paid or signed,
 * certificate not handed over), whenever sold: the work an office has now, which a period of sales
 * would hide (a contract paid last month for an arrival this month; decision 054, amended).
 */
export async function handOverBlock(db: TDatabase, scope: TFiguresScope, language: TLanguage) {
  const rows = await db
    .select({ id: offices.id, name: offices.name, nameAr: offices.nameAr, contracts: count() })
    .from(subscriptions)
    .innerJoin(offices, eq(offices.id, subscriptions.officeId))
    .where(and(waitingAtCounter, ofOffice(scope)))
    .groupBy(offices.id)
    .orderBy(desc(count()), offices.id);
  return rows.map((row) => ({
    key: String(row.id),
    label: readableName(localizedName({ n: row.name, n_AR: row.nameAr }, 'n', language), language, 'proper'),
    contracts: Number(row.contracts),
  }));
}
