import {
  isPaid,
  payability,
  requiredDocuments,
  type TDocumentReviewState,
  type TIsoDate,
  type TSouscriptionAnswer,
} from '@bi/domain';
import { afterSaleAnswerFields, type TAfterSaleExtras } from './after-sale-facts';
import { paymentFactsOf } from './payment-facts';
import type { TSubscriptionRow } from './repository';

/**
 * Every document the office checks for this person type and the customer sent, with its review; one
 * not yet looked at is pending.
 */
function documentsReview(row: TSubscriptionRow, extras: TAfterSaleExtras): TDocumentReviewState[] {
  const reviewOf = new Map(extras.reviews.map((review) => [review.kind, review]));
  return requiredDocuments(row.userInfo.type ?? 'physique', row.documentsInfo?.identity_type)
    .filter((kind) => row.documentsInfo?.[kind])
    .map((kind) => reviewOf.get(kind) ?? { kind, status: 'pending', reason: null, comment: null });
}

/**
 * A stored subscription as the spec names it on the wire; paid follows from the row, ready to pay from
 * the rule the pay link applies (decision 040), judged on the server's today, which travels with it
 * for the web's own date rules. The extras are required: an answer without the extended period or the
 * after-sale requests would mislead the web.
 */
export function toSouscriptionAnswer(
  row: TSubscriptionRow,
  today: TIsoDate,
  extras: TAfterSaleExtras,
): TSouscriptionAnswer {
  const afterSale = afterSaleAnswerFields(row, extras);
  const payment = payability(paymentFactsOf(row, extras), today);
  return {
    _id: row.id,
    code_str: row.codeStr,
    statut: row.statut,
    current_step: row.currentStep,
    ready_to_pay: payment.payable,
    payment_refusal: payment.payable ? null : payment.reason,
    user_info: row.userInfo,
    vehicule_info: row.vehiculeInfo,
    periode_info: row.periodeInfo,
    pack_info: row.packInfo,
    documents_info: row.documentsInfo,
    payment_info: { ...row.paymentInfo, is_paid: isPaid(row.statut) },
    simulation_result: row.simulationResult,
    extended_from: row.extendedFromId,
    old_periode_info: extras.oldPeriodeInfo,
    signed_at: row.signedAt?.toISOString() ?? null,
    certificate_collected: afterSale.certificate_collected,
    termination_requested_at: afterSale.termination_requested_at,
    termination_applied: extras.terminationApplied,
    extended: afterSale.extended,
    extends_terminating: afterSale.extends_terminating,
    refund: extras.refund,
    documents_review: documentsReview(row, extras),
    handed_over_at: extras.handedOverAt?.toISOString() ?? null,
    archive: extras.archive,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    today,
  };
}
