import { centimesToAmount, type TAfterSaleFacts, type TPeriodInfo, type TRefund } from '@bi/domain';
import { inArray } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { refunds, subscriptions, terminationRequests } from '../../db/schema';
import type { TSubscriptionRow } from './repository';

/** What the answer and the card rules need beside the row: the after-sale requests and the extended period. */
export type TAfterSaleExtras = {
  terminationRequestedAt: Date | null;
  refund: TRefund | null;
  oldPeriodeInfo: TPeriodInfo | null;
};

export const NO_AFTER_SALE: TAfterSaleExtras = {
  terminationRequestedAt: null,
  refund: null,
  oldPeriodeInfo: null,
};

/** The extras of several subscriptions in three queries, whatever the page size. */
export async function loadAfterSale(
  db: TDatabase | TTransaction,
  rows: readonly TSubscriptionRow[],
): Promise<Map<string, TAfterSaleExtras>> {
  const ids = rows.map((row) => row.id);
  const sources = [...new Set(rows.flatMap((row) => (row.extendedFromId ? [row.extendedFromId] : [])))];
  if (ids.length === 0) return new Map();
  const [terminations, refundRows, periods] = await Promise.all([
    db.select().from(terminationRequests).where(inArray(terminationRequests.subscriptionId, ids)),
    db.select().from(refunds).where(inArray(refunds.subscriptionId, ids)),
    sources.length === 0
      ? []
      : db
          .select({ id: subscriptions.id, periodeInfo: subscriptions.periodeInfo })
          .from(subscriptions)
          .where(inArray(subscriptions.id, sources)),
  ]);
  const terminationOf = new Map(terminations.map((request) => [request.subscriptionId, request]));
  const refundOf = new Map(refundRows.map((refund) => [refund.subscriptionId, refund]));
  const periodOf = new Map(periods.map((source) => [source.id, source.periodeInfo]));
  return new Map(
    rows.map((row) => {
      const refund = refundOf.get(row.id);
      return [
        row.id,
        {
          terminationRequestedAt: terminationOf.get(row.id)?.requestedAt ?? null,
          refund: refund
            ? {
                statut: refund.status,
                montant: centimesToAmount(refund.amountCentimes),
                requested_at: refund.requestedAt.toISOString(),
                due_by: refund.dueBy,
              }
            : null,
          oldPeriodeInfo: (row.extendedFromId && periodOf.get(row.extendedFromId)) || null,
        },
      ];
    }),
  );
}

export async function loadAfterSaleOf(db: TDatabase | TTransaction, row: TSubscriptionRow) {
  return (await loadAfterSale(db, [row])).get(row.id) ?? NO_AFTER_SALE;
}

/** The facts the domain's card rules read, from the row and its extras. */
export const afterSaleFacts = (row: TSubscriptionRow, extras: TAfterSaleExtras): TAfterSaleFacts => ({
  statut: row.statut,
  effectDate: row.effectDate,
  endDate: row.endDate,
  certificateCollected: row.certificateCollectedAt !== null,
  terminationRequested: extras.terminationRequestedAt !== null,
});
