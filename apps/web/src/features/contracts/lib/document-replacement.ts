import {
  canReview,
  documentReplacementRefusal,
  type TDocumentReviewState,
  type TSouscriptionAnswer,
} from '@bi/domain';

type TReplaceFacts = Pick<TSouscriptionAnswer, 'statut' | 'handed_over_at' | 'certificate_collected'>;

/** Whether the customer may send a new file for this document: the domain's rules, as the server applies them. */
export const canReplaceDocument = (
  subscription: TReplaceFacts,
  review: Pick<TDocumentReviewState, 'status'>,
) =>
  documentReplacementRefusal({
    statut: subscription.statut,
    handedOver: subscription.handed_over_at !== null || subscription.certificate_collected,
  }) === null && canReview(review.status, 'replace');
