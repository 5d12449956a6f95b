import {
  displayName,
  officeFilterOf,
  type TQueueAnswer,
  type TQueueQuery,
  type TStaffScope,
} from '@bi/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { offices, subscriptions } from '../../db/schema';
import { parseSubscriptionRow } from '../subscriptions/repository';
import { certificatesOf } from './certificates-of';
import { documentCounts, loadReviews } from './document-reviews';
import {
  allVerified,
  counterOrder,
  effectOn,
  inOffices,
  matchesSearch,
  somePending,
  waitingAtCounter,
} from './queue-filters';

/**
 * The offices a call looks at: the caller's, narrowed to `office` when given. Another office's id
 * narrows to nothing (an empty answer, never a hint that it exists).
 */
function officesOf(scope: TStaffScope, office: number | undefined): readonly number[] | null {
  const mine = officeFilterOf(scope);
  if (office === undefined) return mine;
  return mine === null || mine.includes(office) ? [office] : [];
}

const counted = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * GET /backoffice/queue: what waits at the caller's counters, today's arrivals first, with the
 * documents still to check; with `q`, a search among their contracts instead (the counts stay those
 * of the queue). A page costs five queries whatever its size.
 */
export async function listQueue(
  db: TDatabase,
  scope: TStaffScope,
  query: TQueueQuery,
  today: TQueueAnswer['today'],
): Promise<TQueueAnswer> {
  const scoped = inOffices(officesOf(scope, query.office));
  const queue = and(scoped, waitingAtCounter);
  const listed = query.q ? and(scoped, matchesSearch(query.q)) : queue;

  const [[counts], [found], page] = await Promise.all([
    db
      .select({
        arriving_today: counted(effectOn(today)),
        to_review: counted(somePending),
        ready: counted(sql`${subscriptions.statut} = 'signed' and ${allVerified}`),
        total: count(),
      })
      .from(subscriptions)
      .where(queue),
    query.q ? db.select({ total: count() }).from(subscriptions).where(listed) : [undefined],
    db
      .select({ row: subscriptions, officeName: offices.name })
      .from(subscriptions)
      .leftJoin(offices, eq(offices.id, subscriptions.officeId))
      .where(listed)
      .orderBy(...counterOrder(today))
      .limit(query.$top)
      .offset(query.$skip),
  ]);
  const rows = page.map(({ row, officeName }) => ({ row: parseSubscriptionRow(row), officeName }));
  const ids = rows.map(({ row }) => row.id);
  const [reviews, certificates] = await Promise.all([loadReviews(db, ids), certificatesOf(db, ids)]);
  const queueCounts = counts ?? { arriving_today: 0, to_review: 0, ready: 0, total: 0 };

  return {
    count: found?.total ?? queueCounts.total,
    skip: query.$skip,
    today,
    counts: queueCounts,
    value: rows.map(({ row, officeName }) => ({
      _id: row.id,
      code_str: row.codeStr,
      statut: row.statut,
      insured_name: displayName(row.userInfo),
      plate: row.plate,
      effect_date: row.effectDate,
      end_date: row.endDate,
      office:
        row.officeId !== null && officeName !== null
          ? { intermediaire_Id: row.officeId, intermediaire_RS: officeName }
          : null,
      certificate_number: certificates.get(row.id)?.number ?? null,
      documents: documentCounts(row, reviews.get(row.id) ?? new Map()),
      handed_over_at: row.certificateCollectedAt?.toISOString() ?? null,
    })),
  };
}
