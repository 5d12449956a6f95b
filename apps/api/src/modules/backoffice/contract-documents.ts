import { replacedDocumentIds, type TArchivedDocumentRef, type TReviewedDocument } from '@bi/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { archivedDocuments, files, users } from '../../db/schema';
import type { TSubscriptionRow } from '../subscriptions/repository';
import { requiredDocumentsOf, reviewStatusOf, type TReviewsOf } from './document-reviews';

/**
 * Each document the office checks that is on file (step 7 or a replacement), with its type and where
 * its check stands. A stray upload the person type does not need is not the office's to check.
 */
export async function reviewedDocuments(
  db: TDatabase | TTransaction,
  row: TSubscriptionRow,
  reviews: TReviewsOf,
): Promise<TReviewedDocument[]> {
  const onFile = requiredDocumentsOf(row).flatMap((kind) => {
    const fileId = row.documentsInfo?.[kind];
    return fileId ? [{ kind, fileId }] : [];
  });
  const reviewerIds = [...reviews.values()].flatMap((review) =>
    review.reviewedBy ? [review.reviewedBy] : [],
  );
  const [fileRows, reviewers] = await Promise.all([
    onFile.length === 0
      ? []
      : db
          .select({ id: files.id, fileName: files.fileName, mimeType: files.mimeType })
          .from(files)
          .where(
            inArray(
              files.id,
              onFile.map((document) => document.fileId),
            ),
          ),
    reviewerIds.length === 0
      ? []
      : db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, reviewerIds)),
  ]);
  const fileOf = new Map(fileRows.map((file) => [file.id, file]));
  const emailOf = new Map(reviewers.map((reviewer) => [reviewer.id, reviewer.email]));
  return onFile.map(({ kind, fileId }) => {
    const file = fileOf.get(fileId);
    const status = reviewStatusOf(row, kind, reviews.get(kind));
    // A review of a file replaced since says nothing of the new one.
    const review = status === 'pending' ? undefined : reviews.get(kind);
    return {
      kind,
      file_id: fileId,
      file_name: row.documentsInfo?.[`${kind}_name`] ?? file?.fileName ?? kind,
      mime_type: file?.mimeType ?? 'application/octet-stream',
      status,
      reason: review?.reason ?? null,
      comment: review?.comment ?? null,
      reviewed_at: review?.reviewedAt?.toISOString() ?? null,
      reviewed_by: review?.reviewedBy ? (emailOf.get(review.reviewedBy) ?? null) : null,
    };
  });
}

/**
 * The archived contract, endorsements and certificates, oldest first, each marked replaced as the
 * domain's rule says (the customer's detail reads the same rule).
 */
export async function archivedRefs(
  db: TDatabase | TTransaction,
  subscriptionId: string,
): Promise<TArchivedDocumentRef[]> {
  const rows = await db
    .select({
      id: archivedDocuments.id,
      kind: archivedDocuments.kind,
      fileName: archivedDocuments.fileName,
      sha256: archivedDocuments.sha256,
      createdAt: archivedDocuments.createdAt,
      replacesId: archivedDocuments.replacesId,
    })
    .from(archivedDocuments)
    .where(eq(archivedDocuments.subscriptionId, subscriptionId))
    .orderBy(asc(archivedDocuments.createdAt));
  const replaced = replacedDocumentIds(rows);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    file_name: row.fileName,
    sha256: row.sha256,
    created_at: row.createdAt.toISOString(),
    replaced: replaced.has(row.id),
  }));
}
