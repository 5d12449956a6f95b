import { moveBy } from './moves';
import { REFUND_TRANSITIONS, type TRefundStatus } from './refund';

/** A refund's move by its table (refund.ts): due (pending) → refunded, once. */
export const refundMove = (from: TRefundStatus, event: 'refund') =>
  moveBy('refund', REFUND_TRANSITIONS, from, event);
