import type { TMessageKey } from '../messages';

/**
 * The journal's days, both included: a range that ends before it begins can hold no line, so it is
 * refused (under the "to" day on the screen, a 400 from the API) rather than answered with nothing, which
 * reads as "nothing happened". ISO days compare as text.
 */
export const isAuditRangeInverted = (from: string | undefined, to: string | undefined): boolean =>
  Boolean(from && to && from > to);

export const AUDIT_RANGE_INVERTED = 'backoffice.audit.rangeInverted' satisfies TMessageKey;
