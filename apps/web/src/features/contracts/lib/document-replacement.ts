import { canReview, isPaid, type TDocumentReviewState, type TSouscriptionAnswer } from '@bi/domain';

type TReplaceFacts = Pick<TSouscriptionAnswer, 'statut' | 'handed_over_at' | 'certificate_collected'>;

/**
 * Whether the customer may send a new file for this document, as the server judges it: after payment
 * (before, step 7 takes it), until the certificate is handed over, for a document rejected or not yet
 * checked (a verified one stays).
 */
export const canReplaceDocument = (
  subscription: TReplaceFacts,
  review: Pick<TDocumentReviewState, 'status'>,
) =>
  isPaid(subscription.statut) &&
  subscription.handed_over_at === null &&
  !subscription.certificate_collected &&
  canReview(review.status, 'replace');
