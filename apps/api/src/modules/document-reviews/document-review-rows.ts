import {
  currentReviewStatus,
  reviewTransition,
  type TDocumentField,
  type TReviewStatus,
  type TStaffActor,
} from '@bi/domain';
import { and, eq } from 'drizzle-orm';
import type { TTransaction } from '../../db/client';
import { documentReviews } from '../../db/schema';

type TReviewRow = typeof documentReviews.$inferSelect;

/**
 * The one writer of document reviews (decision 030), shared by the clerk who judges a document and the
 * customer who sends it again: every move is asked of the domain's REVIEW_TRANSITIONS, from the status
 * the caller read with the subscription locked, and written only where the row still has it.
 */

/**
 * A clerk's verdict on the file now on record, moved from the review as it stands for that file (a
 * verdict on an earlier file counts as pending); a document never judged has no row yet.
 */
export async function recordReview(
  tx: TTransaction,
  review: {
    subscriptionId: string;
    kind: TDocumentField;
    fileId: string;
    stored: Pick<TReviewRow, 'fileId' | 'status'> | undefined;
  },
  verdict: {
    event: 'verify' | 'reject';
    reason: TReviewRow['reason'];
    comment: string | null;
    by: TStaffActor;
    at: Date;
  },
): Promise<{ from: TReviewStatus; to: TReviewStatus }> {
  const from = currentReviewStatus(review.fileId, review.stored);
  const status = reviewTransition(from, verdict.event);
  const decision = {
    fileId: review.fileId,
    status,
    reason: verdict.reason,
    comment: verdict.comment,
    reviewedBy: verdict.by.userId,
    reviewedAt: verdict.at,
    updatedAt: verdict.at,
  };
  await tx
    .insert(documentReviews)
    .values({ subscriptionId: review.subscriptionId, kind: review.kind, ...decision })
    .onConflictDoUpdate({
      target: [documentReviews.subscriptionId, documentReviews.kind],
      set: decision,
      ...(review.stored && { setWhere: eq(documentReviews.status, review.stored.status) }),
    });
  return { from, to: status };
}

/** The customer's new file: back to pending for the clerk, the earlier verdict cleared. */
export async function reopenReview(
  tx: TTransaction,
  review: Pick<TReviewRow, 'id' | 'status'> | undefined,
  from: TReviewStatus,
  fileId: string,
): Promise<TReviewStatus> {
  const status = reviewTransition(from, 'replace');
  if (review)
    await tx
      .update(documentReviews)
      .set({ fileId, status, reason: null, comment: null, reviewedBy: null, reviewedAt: null })
      .where(and(eq(documentReviews.id, review.id), eq(documentReviews.status, review.status)));
  return status;
}
