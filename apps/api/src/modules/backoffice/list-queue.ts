import {
  displayName,
  isTerminationOpen,
  type TQueueAnswer,
  type TQueueQuery,
  type TStaffScope,
} from '@bi/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { offices, subscriptions, terminationRequests } from '../../db/schema';
import { subscriptionsOfOffices } from '../subscriptions/subscription-scope';
import { officeNameOf } from '../office-work/office-name';
import { parseSubscriptionRow } from '../subscriptions/repository';
import { certificatesOf } from './certificates-of';
import { documentCounts, loadReviews } from './document-reviews';
import {
  allVerified,
  counterOrder,
  effectOn,
  matchesSearch,
  somePending,
  waitingAtCounter,
} from './queue-filters';

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
  const scoped = subscriptionsOfOffices(scope, query.office);
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
      .select({ row: subscriptions, office: offices, termination: terminationRequests.status })
      .from(subscriptions)
      .leftJoin(offices, eq(offices.id, subscriptions.officeId))
      // One request per contract at most (unique): found by a search, a terminated one is named so.
      .leftJoin(terminationRequests, eq(terminationRequests.subscriptionId, subscriptions.id))
      .where(listed)
      .orderBy(...counterOrder(today))
      .limit(query.$top)
      .offset(query.$skip),
  ]);
  const rows = page.map(({ row, office, termination }) => ({
    row: parseSubscriptionRow(row),
    office,
    terminationApplied: termination === 'applied',
    terminationRequested: isTerminationOpen(termination),
  }));
  const ids = rows.map(({ row }) => row.id);
  const [reviews, certificates] = await Promise.all([loadReviews(db, ids), certificatesOf(db, ids)]);
  const queueCounts = counts ?? { arriving_today: 0, to_review: 0, ready: 0, total: 0 };

  return {
    count: found?.total ?? queueCounts.total,
    skip: query.$skip,
    today,
    counts: queueCounts,
    value: rows.map(({ row, office, terminationApplied, terminationRequested }) => ({
      _id: row.id,
      code_str: row.codeStr,
      statut: row.statut,
      termination_applied: terminationApplied,
      termination_requested: terminationRequested,
      insured_name: displayName(row.userInfo),
      plate: row.plate,
      effect_date: row.effectDate,
      end_date: row.endDate,
      office: office && officeNameOf(office),
      certificate_number: certificates.get(row.id)?.number ?? null,
      documents: documentCounts(row, reviews.get(row.id) ?? new Map()),
      handed_over_at: row.certificateCollectedAt?.toISOString() ?? null,
    })),
  };
}
