import type { TIsoDate, TStaffScope, TTerminationStatus } from '@bi/domain';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { offices, subscriptions, terminationRequests } from '../../db/schema';
import { parseSubscriptionRow } from '../subscriptions/repository';
import { officeNameOf } from './office-name';
import { subscriptionsOfOffices } from '../subscriptions/subscription-scope';
import { toTerminationItem } from './termination-item';
import { contractMatches } from '../backoffice/queue-filters';

/**
 * GET /backoffice/terminations: the termination requests of the caller's offices in one status, those
 * of the contracts `q` finds if given. Open ones oldest first (the longest waiting is handled first);
 * decided ones last decided first.
 */
export async function listTerminations(
  db: TDatabase,
  scope: TStaffScope,
  query: { status: TTerminationStatus; office?: number; q?: string; $top: number; $skip: number },
  today: TIsoDate,
) {
  const where = and(
    eq(terminationRequests.status, query.status),
    subscriptionsOfOffices(scope, query.office),
    query.q ? contractMatches(query.q) : undefined,
  );
  const [[total], rows] = await Promise.all([
    db
      .select({ value: count() })
      .from(terminationRequests)
      .innerJoin(subscriptions, eq(subscriptions.id, terminationRequests.subscriptionId))
      .where(where),
    db
      .select({ request: terminationRequests, row: subscriptions, office: offices })
      .from(terminationRequests)
      .innerJoin(subscriptions, eq(subscriptions.id, terminationRequests.subscriptionId))
      .leftJoin(offices, eq(offices.id, subscriptions.officeId))
      .where(where)
      .orderBy(
        query.status === 'open' ? asc(terminationRequests.requestedAt) : desc(terminationRequests.handledAt),
        asc(terminationRequests.id),
      )
      .limit(query.$top)
      .offset(query.$skip),
  ]);
  return {
    count: total?.value ?? 0,
    value: rows.map(({ request, row, office }) =>
      toTerminationItem(request, parseSubscriptionRow(row), office && officeNameOf(office), today),
    ),
  };
}
