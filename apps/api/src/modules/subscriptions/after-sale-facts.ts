import {
  afterSaleFactsOf,
  centimesToAmount,
  currentReviewStatus,
  isTerminationPending,
  replacedDocumentIds,
  type TAfterSaleAnswerFields,
  type TAfterSaleFacts,
  type TCustomerArchivedDocument,
  type TDocumentReviewState,
  type TPeriodInfo,
  type TRefund,
} from '@bi/domain';
import type { TDatabase, TTransaction } from '../../db/client';
import type { archivedDocuments } from '../../db/schema';
import { readAfterSaleRows, readOwnPageWithAfterSale, type TAfterSaleRows } from './after-sale-rows';
import { checkedReadRow } from './checked-rows';
import { countOwnSubscriptions, type TSubscriptionRow } from './repository';

/**
 * What the answer and the card rules need beside the row: the after-sale requests, the extended
 * period, the office's work on it (document reviews, handover) and its sealed documents.
 */
export type TAfterSaleExtras = {
  terminationRequestedAt: Date | null;
  /** The insurer applied it: the cover ended on the day asked. */
  terminationApplied: boolean;
  /** An extension of it is paid or signed. */
  extended: boolean;
  /** It extends a contract whose termination is asked or applied. */
  extendsTerminating: boolean;
  /** Its country of residence was closed to buyers since step 1. */
  countryOff: boolean;
  /** Its office was closed since step 2. */
  officeClosed: boolean;
  refund: TRefund | null;
  oldPeriodeInfo: TPeriodInfo | null;
  reviews: TDocumentReviewState[];
  handedOverAt: Date | null;
  archive: TCustomerArchivedDocument[];
};

export const NO_AFTER_SALE: TAfterSaleExtras = {
  terminationRequestedAt: null,
  terminationApplied: false,
  extended: false,
  extendsTerminating: false,
  countryOff: false,
  officeClosed: false,
  refund: null,
  oldPeriodeInfo: null,
  reviews: [],
  handedOverAt: null,
  archive: [],
};

type TArchiveRow = Pick<
  typeof archivedDocuments.$inferSelect,
  'id' | 'subscriptionId' | 'kind' | 'fileName' | 'createdAt' | 'replacesId'
>;

/**
 * The archive of one subscription, oldest first. The rows are immutable, so "replaced" is derived: a
 * contract or endorsement is replaced when a later endorsement names it, a certificate when a newer
 * certificate was issued.
 */
function archiveOf(rows: TArchiveRow[]): TCustomerArchivedDocument[] {
  const replaced = replacedDocumentIds(rows);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    file_name: row.fileName,
    created_at: row.createdAt.toISOString(),
    replaced: replaced.has(row.id),
  }));
}

/** Each row of a key, in the order they came. */
function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** The extras of several subscriptions in one statement, whatever the page size. */
export async function loadAfterSale(
  db: TDatabase | TTransaction,
  rows: readonly TSubscriptionRow[],
): Promise<Map<string, TAfterSaleExtras>> {
  if (rows.length === 0) return new Map();
  return extrasOf(
    rows,
    await readAfterSaleRows(
      db,
      rows.map((row) => row.id),
    ),
  );
}

/** Each subscription's extras from the after-sale rows read with it. */
function extrasOf(
  rows: readonly TSubscriptionRow[],
  {
    terminations,
    refundRows,
    periods,
    reviewRows,
    archiveRows,
    extensions,
    countriesOff,
    officesClosed,
  }: TAfterSaleRows,
): Map<string, TAfterSaleExtras> {
  const offCountryIds = new Set(countriesOff.map((country) => country.id));
  const closedOfficeIds = new Set(officesClosed.map((office) => office.id));
  const extendedIds = new Set(extensions.map((extension) => extension.extendedFromId));
  const terminationOf = new Map(terminations.map((request) => [request.subscriptionId, request]));
  const refundOf = new Map(refundRows.map((refund) => [refund.subscriptionId, refund]));
  const periodOf = new Map(periods.map((source) => [source.id, source.periodeInfo]));
  const reviewsOf = groupBy(reviewRows, (review) => review.subscriptionId);
  const archiveRowsOf = groupBy(archiveRows, (document) => document.subscriptionId);
  return new Map(
    rows.map((row) => {
      const refund = refundOf.get(row.id);
      const termination = terminationOf.get(row.id);
      return [
        row.id,
        {
          // A refused request is over: the customer may ask again, and the card offers it.
          terminationRequestedAt: isTerminationPending(termination?.status) ? termination!.requestedAt : null,
          terminationApplied: termination?.status === 'applied',
          extended: extendedIds.has(row.id),
          extendsTerminating:
            row.extendedFromId !== null &&
            isTerminationPending(terminationOf.get(row.extendedFromId)?.status),
          countryOff: offCountryIds.has(row.userInfo.pays_Id ?? -1),
          officeClosed: closedOfficeIds.has(row.officeId ?? -1),
          refund: refund
            ? {
                statut: refund.status,
                reason: refund.reason,
                montant: centimesToAmount(refund.amountCentimes),
                requested_at: refund.requestedAt.toISOString(),
                due_by: refund.dueBy,
              }
            : null,
          oldPeriodeInfo: (row.extendedFromId && periodOf.get(row.extendedFromId)) || null,
          // A review of a file replaced since says nothing of the file now on record.
          reviews: (reviewsOf.get(row.id) ?? []).map((review) => {
            const status = currentReviewStatus(row.documentsInfo?.[review.kind], review);
            const current = status === review.status && status !== 'pending';
            return {
              kind: review.kind,
              status,
              reason: current ? review.reason : null,
              comment: current ? review.comment : null,
            };
          }),
          handedOverAt: row.certificateCollectedAt,
          archive: archiveOf(archiveRowsOf.get(row.id) ?? []),
        },
      ];
    }),
  );
}

export async function loadAfterSaleOf(db: TDatabase | TTransaction, row: TSubscriptionRow) {
  return (await loadAfterSale(db, [row])).get(row.id) ?? NO_AFTER_SALE;
}

/** The detail's subscription and its extras, from the row its statement read. */
export function ownWithAfterSaleOf(found: { row: TSubscriptionRow; afterSale: TAfterSaleRows }) {
  const row = checkedReadRow(found.row);
  return { row, extras: extrasOf([row], found.afterSale).get(row.id) ?? NO_AFTER_SALE };
}

export type TOwnPage = { top: number; skip: number; newestFirst: boolean };

/**
 * A page's subscriptions with their extras and how many there are in all, from the rows its statement
 * read; a page past the last one has no count beside it, and counts them apart.
 */
export async function ownPageOf(
  db: TDatabase,
  userId: string,
  page: TOwnPage,
  found: { total: number | undefined; rows: TSubscriptionRow[]; afterSale: TAfterSaleRows },
) {
  const rows = found.rows.map(checkedReadRow);
  const total = found.total ?? (page.skip === 0 ? 0 : await countOwnSubscriptions(db, userId));
  return { total, rows, extras: extrasOf(rows, found.afterSale) };
}

/**
 * One page of the caller's own subscriptions with each one's extras, and how many there are in all, in
 * one statement (the list call).
 */
export async function listOwnWithAfterSale(db: TDatabase, userId: string, page: TOwnPage) {
  return ownPageOf(db, userId, page, await readOwnPageWithAfterSale(db, userId, page));
}

/** The answer's fields the card rules read, from the row and its extras (the answer sends these). */
export const afterSaleAnswerFields = (
  row: TSubscriptionRow,
  extras: TAfterSaleExtras,
): TAfterSaleAnswerFields => ({
  statut: row.statut,
  periode_info: row.periodeInfo,
  certificate_collected: row.certificateCollectedAt !== null,
  termination_requested_at: extras.terminationRequestedAt?.toISOString() ?? null,
  extended: extras.extended,
  extends_terminating: extras.extendsTerminating,
  signed_at: row.signedAt?.toISOString() ?? null,
});

/** The facts the domain's card rules read, as the web reads them from the same answer fields. */
export const afterSaleFacts = (row: TSubscriptionRow, extras: TAfterSaleExtras): TAfterSaleFacts =>
  afterSaleFactsOf(afterSaleAnswerFields(row, extras));
