import { formatDisplayDate, formatMoroccoDateTime, type TIsoDate } from '@bi/domain';

/**
 * A code, a plate or a date placed inside a translated sentence keeps its own left-to-right order in
 * Arabic (an isolate) and stays on one line. Not an amount: `shownAmount` (decision 038).
 */
export const ltr = (text: string) =>
  `\u2066${text.replaceAll('-', '\u2011').replaceAll(' ', '\u00a0')}\u2069`;

/** An instant as the offices read it: Moroccan time, dd/MM/yyyy HH:mm. */
export const shownInstant = (instant: string) => ltr(formatMoroccoDateTime(new Date(instant)));

export const shownDate = (date: TIsoDate) => ltr(formatDisplayDate(date));

/** An amount reads in its own language's direction, not left to right (decision 038). */
export { shownAmount } from '../../../lib/format';
