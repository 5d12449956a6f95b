import { z } from 'zod';
import { RuleViolation } from '../errors';
import type { TRefundReason } from './refund';

/** Spec §4: the statuses, in their normal order, then the two ends that are not a contract. */
export const STATUSES = ['simulation', 'confirmed', 'paid', 'signed', 'cancelled', 'non_abouti'] as const;
export const ZStatut = z.enum(STATUSES);
export type TStatut = z.infer<typeof ZStatut>;

/** What can happen to a subscription, whoever makes it happen. */
export const LIFECYCLE_EVENTS = [
  'confirm',
  'reopen',
  'payment_authorised',
  'payment_refused',
  'sign',
  'cancel',
  'terminate',
  'withdraw',
  'expire',
  'extend',
] as const;
export type TLifecycleEvent = (typeof LIFECYCLE_EVENTS)[number];

/**
 * The one table of allowed moves: status × event → next status; a missing entry is refused.
 * - confirm: the quote is accepted (step 6); reopen: a step before it is changed again.
 * - payment_refused leaves a confirmed subscription payable; only an authorisation makes it paid.
 * - terminate ends a contract in force; extend starts a new subscription and leaves this one as it is.
 * - withdraw: law 31-08's seven days, taken by the customer of a concluded (signed) contract, needing
 *   nobody's acceptance; the contract is void as a cancelled one is (decision 043).
 * - expire: an unpaid subscription whose effect date has passed did not come to anything.
 */
export const TRANSITIONS: Record<TStatut, Partial<Record<TLifecycleEvent, TStatut>>> = {
  simulation: { confirm: 'confirmed', cancel: 'cancelled', expire: 'non_abouti' },
  confirmed: {
    confirm: 'confirmed',
    reopen: 'simulation',
    payment_authorised: 'paid',
    payment_refused: 'confirmed',
    cancel: 'cancelled',
    expire: 'non_abouti',
  },
  paid: { sign: 'signed', cancel: 'cancelled', terminate: 'cancelled', extend: 'paid' },
  signed: { cancel: 'cancelled', terminate: 'cancelled', withdraw: 'cancelled', extend: 'signed' },
  cancelled: {},
  non_abouti: {},
};

export function canTransition(from: TStatut, event: TLifecycleEvent): boolean {
  return TRANSITIONS[from][event] !== undefined;
}

/** The next status, or a 409 that says, in the reader's language, why nothing can move from here. */
export function transition(from: TStatut, event: TLifecycleEvent): TStatut {
  const next = TRANSITIONS[from][event];
  if (next === undefined) throw new RuleViolation(`subscription.refused.${from}`, 409, { event });
  return next;
}

/** Paid is a fact of the status, not a second field that could disagree with it. */
export const isPaid = (statut: TStatut) => statut === 'paid' || statut === 'signed';

/** Closed: cancelled, terminated or never come to anything; the table has no move out of it. */
export const isClosed = (statut: TStatut) => Object.keys(TRANSITIONS[statut]).length === 0;

/** Only a subscription not yet paid (nor closed) takes new step data. */
export const isEditable = (statut: TStatut) => statut === 'simulation' || statut === 'confirmed';
/** The same statuses, for a query that looks for such subscriptions (an extension under way). */
export const EDITABLE_STATUSES: readonly TStatut[] = STATUSES.filter(isEditable);

/** Every status a person reads: the table's, and the three it tells apart (`shownStatus`). */
export const SHOWN_STATUSES = [...STATUSES, 'terminated', 'withdrawn', 'on_hold'] as const;
export type TShownStatus = (typeof SHOWN_STATUSES)[number];

/**
 * The status a person reads. The insurer's termination moves a contract to cancelled, as the spec has no
 * status of its own for it, but a terminated contract was in force until the day asked; calling it
 * cancelled (void from the start, premium refunded) would tell its holder something else. Likewise an
 * unpaid extension of a contract whose termination is asked reads "to pay" in the table, but cannot be
 * paid unless the insurer refuses that termination: it is on hold. A withdrawal (law 31-08) is told by
 * the refund it always opens: the customer used a right, the contract was not cancelled by anyone.
 */
export const shownStatus = (subscription: {
  statut: TStatut;
  termination_applied?: boolean | undefined;
  extends_terminating?: boolean | undefined;
  refund?: { reason?: TRefundReason | undefined } | null | undefined;
}): TShownStatus => {
  if (subscription.statut === 'cancelled' && subscription.termination_applied) return 'terminated';
  if (subscription.statut === 'cancelled' && subscription.refund?.reason === 'withdrawal') return 'withdrawn';
  if (subscription.extends_terminating && isEditable(subscription.statut)) return 'on_hold';
  return subscription.statut;
};
