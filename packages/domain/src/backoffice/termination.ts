import { z } from 'zod';
import { RuleViolation } from '../errors';
import { todayInMorocco, type TIsoDate } from '../time';

/** A customer's termination request, as the office handles it. */
export const TERMINATION_STATUSES = ['open', 'applied', 'refused'] as const;
export const ZTerminationStatus = z.enum(TERMINATION_STATUSES);
export type TTerminationStatus = z.infer<typeof ZTerminationStatus>;

export type TTerminationEvent = 'request' | 'apply' | 'refuse';

/**
 * An applied request is final. A refused one may be asked again: the customer's circumstances change
 * (the row is opened anew; the audit log keeps the earlier request and its refusal).
 */
export const TERMINATION_TRANSITIONS: Record<
  TTerminationStatus,
  Partial<Record<TTerminationEvent, TTerminationStatus>>
> = {
  open: { apply: 'applied', refuse: 'refused' },
  applied: {},
  refused: { request: 'open' },
};

/** What the card rules read: a request open or applied is not asked again; a refused one may be. */
export const isTerminationPending = (status: TTerminationStatus | null | undefined) =>
  status === 'open' || status === 'applied';

/** Asked and not decided yet: the office decides it before handing the certificate over. */
export const isTerminationOpen = (status: TTerminationStatus | null | undefined) => status === 'open';

export function terminationTransition(
  from: TTerminationStatus,
  event: TTerminationEvent,
): TTerminationStatus {
  const next = TERMINATION_TRANSITIONS[from][event];
  if (next === undefined) throw new RuleViolation('backoffice.termination.alreadyDecided', 409);
  return next;
}

/**
 * The day an applied termination ends the cover: the day the office applies it (decision 045). Until
 * then the contract covers and its certificate verifies as valid, so the refund counts the days left
 * from that day: the verification, the cover's end and the refund tell one story.
 */
export const terminationDay = (appliedAt: Date): TIsoDate => todayInMorocco(appliedAt);
