import { isClosed, isPaid, type TDocumentField, type TReviewBody, type TStaffActor } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { TRequestContext } from '../../lib/request-context';
import { recordReview } from '../document-reviews/document-review-rows';
import { loadReviews, requiredDocumentsOf } from './document-reviews';
import { subscriptionIn } from '../subscriptions/subscription-scope';
import { noticeOfRejection } from './notice-of-rejection';

/**
 * POST …/documents/{kind}/review: a clerk verifies or rejects the document now on file, as the
 * domain's review table allows. Documents no longer change once the certificate is handed over. A
 * rejection tells the customer by mail and SMS, in the same transaction, what to send again.
 */
export async function reviewDocument(
  db: TDatabase,
  publicUrl: string,
  staff: TStaffActor,
  request: { id: string; kind: TDocumentField; body: TReviewBody },
  context: TRequestContext,
) {
  return db.transaction(async (tx) => {
    const row = await subscriptionIn(tx, staff, request.id, { lock: true });
    if (row.certificateCollectedAt) throw new AppError(409, 'backoffice.review.afterHandover');
    // Only a contract in force is checked: a draft's files still change, a cancelled one is over.
    if (isClosed(row.statut)) throw new AppError(409, 'backoffice.review.closed');
    if (!isPaid(row.statut)) throw new AppError(409, 'backoffice.review.notInForce');
    // Only what the person type requires is checked: a stray upload cannot be replaced by the customer either.
    const fileId = requiredDocumentsOf(row).includes(request.kind) && row.documentsInfo?.[request.kind];
    if (!fileId) throw new AppError(404, 'backoffice.review.noDocument');
    // The customer replaced the file while the clerk looked at the old one: that one is not judged.
    if (request.body.file_id !== fileId) throw new AppError(409, 'backoffice.review.replacedMeanwhile');

    const review = (await loadReviews(tx, [row.id])).get(row.id)?.get(request.kind);
    const { body } = request;
    const verdict = {
      event: body.decision === 'verified' ? ('verify' as const) : ('reject' as const),
      reason: body.decision === 'rejected' ? body.reason : null,
      comment: body.decision === 'rejected' ? body.comment || null : null,
    };
    const { from, to } = await recordReview(
      tx,
      { subscriptionId: row.id, kind: request.kind, fileId, stored: review },
      { ...verdict, by: staff, at: context.now },
    );
    await audit(tx, {
      actor: staff,
      action: `document.${body.decision}`,
      entityType: 'subscription',
      entityId: row.id,
      data: {
        kind: request.kind,
        from,
        to,
        reason: verdict.reason,
        comment: verdict.comment,
      },
      requestId: context.requestId,
    });
    if (body.decision === 'rejected') {
      await noticeOfRejection(tx, publicUrl, row, { kind: request.kind, ...body });
    }
    return row;
  });
}
