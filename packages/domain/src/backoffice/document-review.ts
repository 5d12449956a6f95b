import { z } from 'zod';
import { RuleViolation } from '../errors';
import { isPaid, type TStatut } from '../subscription/lifecycle';

/** Where a clerk's check of one uploaded document stands. */
export const REVIEW_STATUSES = ['pending', 'verified', 'rejected'] as const;
export const ZReviewStatus = z.enum(REVIEW_STATUSES);
export type TReviewStatus = z.infer<typeof ZReviewStatus>;

export const REVIEW_EVENTS = ['verify', 'reject', 'replace'] as const;
export type TReviewEvent = (typeof REVIEW_EVENTS)[number];

/**
 * The allowed moves of a document's review. A verified document may still be rejected until the
 * handover (a second look finds a problem); a rejected one waits for the customer's replacement, which
 * puts it back in the clerk's queue: the customer was told by mail and SMS to send another, and a
 * verdict reversed on the same file would leave them sending one for nothing. A pending one may be
 * replaced too (the customer sends a better photo).
 */
export const REVIEW_TRANSITIONS: Record<TReviewStatus, Partial<Record<TReviewEvent, TReviewStatus>>> = {
  pending: { verify: 'verified', reject: 'rejected', replace: 'pending' },
  verified: { reject: 'rejected' },
  rejected: { replace: 'pending' },
};

export function canReview(from: TReviewStatus, event: TReviewEvent): boolean {
  return REVIEW_TRANSITIONS[from][event] !== undefined;
}

export function reviewTransition(from: TReviewStatus, event: TReviewEvent): TReviewStatus {
  const next = REVIEW_TRANSITIONS[from][event];
  if (next === undefined) throw new RuleViolation(`backoffice.review.refused.${event}`, 409);
  return next;
}

/**
 * Where the check of the file now on record stands: none yet, or a review of a file the customer has
 * replaced since, is still to do. Both sides (the office's page, the customer's answer) read it so.
 */
export function currentReviewStatus(
  fileOnRecord: string | null | undefined,
  review: { fileId: string; status: TReviewStatus } | undefined,
): TReviewStatus {
  return review && fileOnRecord && review.fileId === fileOnRecord ? review.status : 'pending';
}

/** The reasons a clerk picks from; `other` needs their own words. */
export const REJECTION_REASONS = [
  'unreadable',
  'expired',
  'name_mismatch',
  'plate_mismatch',
  'wrong_document',
  'incomplete',
  'other',
] as const;
export const ZRejectionReason = z.enum(REJECTION_REASONS);
export type TRejectionReason = z.infer<typeof ZRejectionReason>;

/**
 * Why the customer may not send a new file for a document of this contract now, or null when they may
 * (the document's own review must allow a replacement too): only after payment (before, step 7 takes
 * it) and until the certificate is handed over (the office checked the originals against it).
 */
export function documentReplacementRefusal(contract: {
  statut: TStatut;
  handedOver: boolean;
}): 'subscription.documentReplaceBeforePayment' | 'backoffice.review.afterHandover' | null {
  if (!isPaid(contract.statut)) return 'subscription.documentReplaceBeforePayment';
  if (contract.handedOver) return 'backoffice.review.afterHandover';
  return null;
}
