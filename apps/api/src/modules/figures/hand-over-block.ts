import { localizedName, readableName, type TLanguage } from '@bi/domain';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { offices, subscriptions } from '../../db/schema';
import { waitingAtCounter } from '../backoffice/queue-filters';
import { ofOffice, type TFiguresScope } from './figures-scope';

/**
 * The contracts sold in the period that wait at each office's counter today, as its queue counts them
 * (paid or signed, certificate not handed over). Bounded by the period's payments, read by their index;
 * the queue itself lists every one waiting.
 */
export async function handOverBlock(db: TDatabase, scope: TFiguresScope, language: TLanguage) {
  const rows = await db
    .select({ id: offices.id, name: offices.name, nameAr: offices.nameAr, contracts: count() })
    .from(subscriptions)
    .innerJoin(offices, eq(offices.id, subscriptions.officeId))
    .where(
      and(
        waitingAtCounter,
        gte(subscriptions.paidAt, scope.start),
        lt(subscriptions.paidAt, scope.end),
        ofOffice(scope),
      ),
    )
    .groupBy(offices.id)
    .orderBy(desc(count()), offices.id);
  return rows.map((row) => ({
    key: String(row.id),
    label: readableName(localizedName({ n: row.name, n_AR: row.nameAr }, 'n', language), language, 'proper'),
    contracts: Number(row.contracts),
  }));
}
