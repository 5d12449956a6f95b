import { moveBy, type TMoveTable } from './moves';

/** Where one payment attempt (one order id at the gateway) stands. */
export const PAYMENT_STATUSES = ['pending', 'approved', 'refused', 'rejected'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What the gateway's signed callback does to an attempt: approved and taken, declined, or approved and not taken. */
export const PAYMENT_EVENTS = ['approve', 'refuse', 'reject'] as const;
export type TPaymentEvent = (typeof PAYMENT_EVENTS)[number];

/**
 * The allowed moves of a payment attempt. A refused order stays open: the customer may try another
 * card on the gateway's page under the same order id, and that approval is taken. An approval taken,
 * or one not taken (rejected: the subscription was no longer payable, so it is never captured), settles
 * the order for good.
 */
export const PAYMENT_MOVES: TMoveTable<TPaymentStatus, TPaymentEvent> = {
  pending: { approve: 'approved', refuse: 'refused', reject: 'rejected' },
  refused: { approve: 'approved', refuse: 'refused', reject: 'rejected' },
  approved: {},
  rejected: {},
};

export const paymentMove = (from: TPaymentStatus, event: TPaymentEvent) =>
  moveBy('payment', PAYMENT_MOVES, from, event);
