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
 * Refunds still to make today, due (their last day not passed) or overdue, whenever they were opened;
 * and those made in the period. Pending refunds are few (each is made within 20 working days), and the
 * made ones are bounded by the period.
 */
export async function refundsBlock(db: TDatabase, scope: TFiguresScope, today: TIsoDate) {
  const inPeriod = sql`${refunds.refundedAt} >= ${scope.start.toISOString()}::timestamptz
    and ${refunds.refundedAt} < ${scope.end.toISOString()}::timestamptz`;
  const due = sql`${refunds.status} = 'pending' and ${refunds.dueBy} >= ${today}`;
  const overdue = sql`${refunds.status} = 'pending' and ${refunds.dueBy} < ${today}`;
  const made = sql`${refunds.status} = 'refunded' and ${inPeriod}`;
  const [row] = await rowsOf<TRow>(
    db,
    sql`select count(*) filter (where ${due})::integer as due,
        coalesce(sum(${refunds.amountCentimes}) filter (where ${due}), 0)::bigint as due_amount,
        count(*) filter (where ${overdue})::integer as overdue,
        coalesce(sum(${refunds.amountCentimes}) filter (where ${overdue}), 0)::bigint as overdue_amount,
        count(*) filter (where ${made})::integer as refunded,
        coalesce(sum(${refunds.amountCentimes}) filter (where ${made}), 0)::bigint as refunded_amount
      from ${refunds} join ${subscriptions} on ${subscriptions.id} = ${refunds.subscriptionId}
      where (${refunds.status} = 'pending' or ${made}) and ${ofOffice(scope)}`,
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
