import {
  currentReviewStatus,
  requiredDocuments,
  type TDocumentField,
  type THandoverFacts,
  type TReviewStatus,
} from '@bi/domain';
import { inArray } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { documentReviews } from '../../db/schema';
import type { TSubscriptionRow } from '../subscriptions/repository';

export type TReviewRow = typeof documentReviews.$inferSelect;
export type TReviewsOf = Map<TDocumentField, TReviewRow>;

/** The documents step 7 required of this insured (as step 7 judged it). */
export const requiredDocumentsOf = (row: TSubscriptionRow) =>
  requiredDocuments(row.userInfo.type ?? 'physique', row.documentsInfo?.identity_type);

/** The review rows of several subscriptions in one query, by subscription then document kind. */
export async function loadReviews(
  db: TDatabase | TTransaction,
  ids: readonly string[],
): Promise<Map<string, TReviewsOf>> {
  const byId = new Map<string, TReviewsOf>(ids.map((id) => [id, new Map()]));
  if (ids.length === 0) return byId;
  const rows = await db
    .select()
    .from(documentReviews)
    .where(inArray(documentReviews.subscriptionId, [...ids]));
  for (const review of rows) byId.get(review.subscriptionId)?.set(review.kind, review);
  return byId;
}

/**
 * Where the check of the document now on file stands: no review yet, or a review of a file the
 * customer has replaced since, is still to do.
 */
export function reviewStatusOf(
  row: TSubscriptionRow,
  kind: TDocumentField,
  review: TReviewRow | undefined,
): TReviewStatus {
  return currentReviewStatus(row.documentsInfo?.[kind], review);
}

/** The facts the domain's handover rule reads. */
export function handoverFactsOf(
  row: TSubscriptionRow,
  reviews: TReviewsOf,
  terminationRequested: boolean,
): THandoverFacts {
  const required = requiredDocumentsOf(row);
  return {
    statut: row.statut,
    handedOver: row.certificateCollectedAt !== null,
    terminationRequested,
    required,
    reviews: Object.fromEntries(required.map((kind) => [kind, reviewStatusOf(row, kind, reviews.get(kind))])),
  };
}

/** How many required documents stand in each state (a missing one is pending). */
export function documentCounts(row: TSubscriptionRow, reviews: TReviewsOf) {
  const counts = { verified: 0, rejected: 0, pending: 0 };
  for (const kind of requiredDocumentsOf(row)) counts[reviewStatusOf(row, kind, reviews.get(kind))] += 1;
  return counts;
}
