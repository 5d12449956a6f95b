import type { TIsoDate, TStaffScope } from '@bi/domain';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { offices, refunds, subscriptions } from '../../db/schema';
import { parseSubscriptionRow } from '../subscriptions/repository';
import { officeNameOf } from './office-name';
import { subscriptionsOfOffices } from '../subscriptions/subscription-scope';
import { toRefundItem } from './refund-item';
import { contractMatches } from '../backoffice/queue-filters';

/**
 * GET /backoffice/refunds: the refunds of the caller's offices (cancellations and terminations), those
 * of the contracts `q` finds if given.
 * Pending ones by due date, so the overdue ones (due before today) come first; refunded ones last made
 * first.
 */
export async function listRefunds(
  db: TDatabase,
  scope: TStaffScope,
  query: { status: 'pending' | 'refunded'; office?: number; q?: string; $top: number; $skip: number },
  today: TIsoDate,
) {
  const where = and(
    eq(refunds.status, query.status),
    subscriptionsOfOffices(scope, query.office),
    query.q ? contractMatches(query.q) : undefined,
  );
  const [[total], rows] = await Promise.all([
    db
      .select({ value: count() })
      .from(refunds)
      .innerJoin(subscriptions, eq(subscriptions.id, refunds.subscriptionId))
      .where(where),
    db
      .select({ refund: refunds, row: subscriptions, office: offices })
      .from(refunds)
      .innerJoin(subscriptions, eq(subscriptions.id, refunds.subscriptionId))
      .leftJoin(offices, eq(offices.id, subscriptions.officeId))
      .where(where)
      .orderBy(
        ...(query.status === 'pending'
          ? [asc(refunds.dueBy), asc(refunds.requestedAt)]
          : [desc(refunds.refundedAt)]),
        asc(refunds.id),
      )
      .limit(query.$top)
      .offset(query.$skip),
  ]);
  return {
    count: total?.value ?? 0,
    today,
    value: rows.map(({ refund, row, office }) =>
      toRefundItem(refund, parseSubscriptionRow(row), office && officeNameOf(office), today),
    ),
  };
}
