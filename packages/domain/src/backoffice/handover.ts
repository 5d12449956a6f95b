import type { TDocumentField } from '../contracts/documents';
import { isClosed, isPaid, type TStatut } from '../subscription/lifecycle';
import type { TReviewStatus } from './document-review';

/** What stands between a contract and its handover at the counter, in the order a clerk fixes them. */
export const HANDOVER_BLOCKERS = [
  'contract_closed',
  'not_paid',
  'not_signed',
  'already_handed_over',
  'termination_requested',
  'document_rejected',
  'document_unchecked',
] as const;
export type THandoverBlocker = (typeof HANDOVER_BLOCKERS)[number];

export type THandoverFacts = {
  statut: TStatut;
  handedOver: boolean;
  /** The customer asked to terminate and the office has not decided yet. */
  terminationRequested: boolean;
  /** Each required document's review; a required document missing here counts as unchecked. */
  reviews: Partial<Record<TDocumentField, TReviewStatus>>;
  required: readonly TDocumentField[];
};

/**
 * Why the certificate cannot be handed over, empty when it can: the contract not closed, paid and signed (the
 * certificate exists only then), not handed over already, no termination request waiting for the office's
 * decision (applying it would void the certificate just handed over), and every required document verified.
 */
export function handoverBlockers(facts: THandoverFacts): THandoverBlocker[] {
  // Cancelled or terminated: nothing is left to hand over, whatever its documents say.
  if (isClosed(facts.statut)) return ['contract_closed'];
  const blockers: THandoverBlocker[] = [];
  if (!isPaid(facts.statut)) blockers.push('not_paid');
  else if (facts.statut !== 'signed') blockers.push('not_signed');
  if (facts.handedOver) blockers.push('already_handed_over');
  if (facts.terminationRequested) blockers.push('termination_requested');
  const states = facts.required.map((field) => facts.reviews[field] ?? 'pending');
  if (states.includes('rejected')) blockers.push('document_rejected');
  if (states.includes('pending')) blockers.push('document_unchecked');
  return blockers;
}

export const canHandOver = (facts: THandoverFacts) => handoverBlockers(facts).length === 0;
