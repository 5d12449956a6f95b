import { refundMove, type TStaffActor } from '@bi/domain';
import { and, eq } from 'drizzle-orm';
import type { TTransaction } from '../../db/client';
import { refunds } from '../../db/schema';

export type TRefundRow = typeof refunds.$inferSelect;

/**
 * The one writer of the `refunds` table (lint keeps every other file from it). A refund opens due
 * (pending), one per subscription: when the subscription has one already, the table's unique key
 * decides, even against a parallel call, and nothing opens.
 */
export async function openRefund(
  tx: TTransaction,
  values: Omit<typeof refunds.$inferInsert, 'id' | 'status' | 'refundedBy' | 'refundedAt' | 'reference'>,
): Promise<TRefundRow | undefined> {
  const [opened] = await tx
    .insert(refunds)
    .values(values)
    .onConflictDoNothing({ target: refunds.subscriptionId })
    .returning();
  return opened;
}

/**
 * The refund made, with the bank's reference: the move is the domain's table's (a refused move throws
 * before anything is written), applied only to the status it was decided from.
 */
export async function recordRefundMade(
  tx: TTransaction,
  refund: TRefundRow,
  made: { reference: string; refundedAt: Date; by: TStaffActor },
): Promise<TRefundRow> {
  const status = refundMove(refund.status, 'refund');
  const [recorded] = await tx
    .update(refunds)
    .set({ reference: made.reference, refundedAt: made.refundedAt, refundedBy: made.by.userId, status })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, refund.status)))
    .returning();
  if (!recorded) throw new Error(`refund ${refund.id} is no longer ${refund.status}: not recorded`);
  return recorded;
}
