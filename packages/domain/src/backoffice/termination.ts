import { z } from 'zod';
import { RuleViolation } from '../errors';

/** A customer's termination request, as the office handles it. */
export const TERMINATION_STATUSES = ['open', 'applied', 'refused'] as const;
export const ZTerminationStatus = z.enum(TERMINATION_STATUSES);
export type TTerminationStatus = z.infer<typeof ZTerminationStatus>;

export type TTerminationEvent = 'apply' | 'refuse';

/** Once decided, a request stays decided: a new one would be a new request. */
export const TERMINATION_TRANSITIONS: Record<
  TTerminationStatus,
  Partial<Record<TTerminationEvent, TTerminationStatus>>
> = {
  open: { apply: 'applied', refuse: 'refused' },
  applied: {},
  refused: {},
};

export function terminationTransition(
  from: TTerminationStatus,
  event: TTerminationEvent,
): TTerminationStatus {
  const next = TERMINATION_TRANSITIONS[from][event];
  if (next === undefined) throw new RuleViolation('backoffice.termination.alreadyDecided', 409);
  return next;
}
