import { centimesToAmount, type TIsoDate } from '@bi/domain';
import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { refunds, subscriptions } from '../../db/schema';
import { ofOffice, type TFiguresScope } from './figures-scope';
import { num, rowsOf, type TCell } from './rows-of';

type TRow = Record<
  'due' | 'due_amount' | 'overdue' | 'overdue_amount' | 'refunded' | 'refunded_amount',
  TCell
>;

/**
 * The refunds asked in the period (a cancellation, withdrawal or termination opened one) still to make
 * today, on time (their last day not passed) or overdue; and those made in the period. Both bounded by
 * the period, so a year's dashboard reads a year's refunds, not every one ever opened; the refunds'
 * own page lists every pending one, overdue first.
 */
export async function refundsBlock(db: TDatabase, scope: TFiguresScope, today: TIsoDate) {
  const inPeriod = (column: typeof refunds.requestedAt | typeof refunds.refundedAt) =>
    sql`${column} >= ${scope.start.toISOString()}::timestamptz and ${column} < ${scope.end.toISOString()}::timestamptz`;
  const pending = sql`${refunds.status} = 'pending' and ${inPeriod(refunds.requestedAt)}`;
  const due = sql`${pending} and ${refunds.dueBy} >= ${today}`;
  const overdue = sql`${pending} and ${refunds.dueBy} < ${today}`;
  const made = sql`${refunds.status} = 'refunded' and ${inPeriod(refunds.refundedAt)}`;
  const [row] = await rowsOf<TRow>(
    db,
    sql`select count(*) filter (where ${due})::integer as due,
        coalesce(sum(${refunds.amountCentimes}) filter (where ${due}), 0)::bigint as due_amount,
        count(*) filter (where ${overdue})::integer as overdue,
        coalesce(sum(${refunds.amountCentimes}) filter (where ${overdue}), 0)::bigint as overdue_amount,
        count(*) filter (where ${made})::integer as refunded,
        coalesce(sum(${refunds.amountCentimes}) filter (where ${made}), 0)::bigint as refunded_amount
      from ${refunds} join ${subscriptions} on ${subscriptions.id} = ${refunds.subscriptionId}
      where (${pending} or ${made}) and ${ofOffice(scope)}`,
  );
  const block = (count: TCell | undefined, amount: TCell | undefined) => ({
    count: num(count ?? 0),
    amount: centimesToAmount(num(amount ?? 0)),
  });
  return {
    due: block(row?.due, row?.due_amount),
    overdue: block(row?.overdue, row?.overdue_amount),
    refunded: block(row?.refunded, row?.refunded_amount),
  };
}
