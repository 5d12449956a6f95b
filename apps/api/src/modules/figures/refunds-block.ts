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
 * The refunds still to make today, whenever asked (a cancellation, withdrawal or termination opened
 * one), on time (their last day not passed) or overdue; and those made in the period. What is owed is
 * a state of today, not of the period: bounded by the period, a month's dashboard showed no overdue
 * refund at all, those being asked more than 20 working days ago (decision 054, amended). The pending
 * ones are read through the index on status and last day.
 */
export async function refundsBlock(db: TDatabase, scope: TFiguresScope, today: TIsoDate) {
  const made = sql`${refunds.status} = 'refunded' and ${refunds.refundedAt} >= ${scope.start.toISOString()}::timestamptz and ${refunds.refundedAt} < ${scope.end.toISOString()}::timestamptz`;
  const pending = sql`${refunds.status} = 'pending'`;
  const due = sql`${pending} and ${refunds.dueBy} >= ${today}`;
  const overdue = sql`${pending} and ${refunds.dueBy} < ${today}`;
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
