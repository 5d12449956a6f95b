import {
  ACCEPTED_UPLOAD_TYPES,
  currentReviewStatus,
  documentName,
  documentReplacementRefusal,
  requiredDocuments,
  type TDocumentField,
  type TDocumentsInfo,
  type TCustomerActor,
} from '@bi/domain';
import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { documentReviews, files } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TRequestContext } from '../../lib/request-context';
import { reopenReview } from '../document-reviews/document-review-rows';
import { notifyOffice } from '../notices/notify-office';
import { updateSubscription } from '../subscriptions/repository';
import { subscriptionIn } from '../subscriptions/subscription-scope';

export type TReplaceDocumentRequest = {
  actor: TCustomerActor;
  id: string;
  kind: TDocumentField;
  fileId: string;
};

/**
 * POST …/{id}/documents/{kind}: after payment, the customer sends a new file for a document the office
 * rejected or has not checked yet (a verified one stays: 409), until the certificate is handed over.
 * The file is their own upload of an accepted type. In one transaction, with the subscription locked:
 * the documents updated (audit line `document.replaced`), the review back to pending on the new file
 * for the clerk's queue, and the office's mailboxes told.
 */
export async function replaceDocument(
  deps: { db: TDatabase; publicUrl: string },
  request: TReplaceDocumentRequest,
  context: TRequestContext,
) {
  return deps.db.transaction(async (tx) => {
    const row = await subscriptionIn(tx, request.actor, request.id, { lock: true });
    // The handover writes certificate_collected_at in its own transaction: the row says it.
    const refusal = documentReplacementRefusal({
      statut: row.statut,
      handedOver: row.certificateCollectedAt !== null,
    });
    if (refusal) throw new AppError(409, refusal);
    // Only the documents the office checks for this person type: a stray extra upload is not one.
    const required = requiredDocuments(
      row.userInfo.type ?? 'physique',
      row.documentsInfo?.identity_type,
    ).includes(request.kind);
    const previous = row.documentsInfo?.[request.kind];
    if (!required || !previous) throw new AppError(404, 'backoffice.review.noDocument');

    const [review] = await tx
      .select()
      .from(documentReviews)
      .where(and(eq(documentReviews.subscriptionId, row.id), eq(documentReviews.kind, request.kind)))
      .for('update');
    const from = currentReviewStatus(previous, review);

    const [file] = await tx
      .select({ id: files.id, fileName: files.fileName, mimeType: files.mimeType })
      .from(files)
      .where(and(eq(files.id, request.fileId), eq(files.ownerUserId, request.actor.userId)));
    if (!file || !ACCEPTED_UPLOAD_TYPES.some((type) => type === file.mimeType))
      throw new AppError(422, 'subscription.fileNotFound', {}, [
        { field: 'file_id', key: 'subscription.fileNotFound' },
      ]);

    const documentsInfo: TDocumentsInfo = {
      ...row.documentsInfo,
      [request.kind]: file.id,
      [`${request.kind}_name`]: file.fileName,
    };
    const updated = await updateSubscription(
      tx,
      row,
      { documentsInfo },
      {
        actor: request.actor,
        action: 'document.replaced',
        data: { kind: request.kind, from: previous, to: file.id, review: review?.status ?? 'pending' },
        requestId: context.requestId,
      },
    );
    await reopenReview(tx, review, from, file.id);
    await notifyOffice(tx, deps.publicUrl, updated, {
      template: 'office_document_replaced',
      when: context.now,
      // The offices read French.
      params: { document: documentName(request.kind, 'fr', row.documentsInfo?.identity_type) },
    });
    return updated;
  });
}
