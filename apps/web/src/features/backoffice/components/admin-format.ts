import { formatDisplayDate, formatMoroccoDateTime, type TIsoDate } from '@bi/domain';
import { formatAmount } from '../../../lib/format';

/**
 * A code, a plate, a date or an amount placed inside a translated sentence keeps its own left-to-right
 * order in Arabic (an isolate) and stays on one line.
 */
export const ltr = (text: string) =>
  `\u2066${text.replaceAll('-', '\u2011').replaceAll(' ', '\u00a0')}\u2069`;

/** An instant as the offices read it: Moroccan time, dd/MM/yyyy HH:mm. */
export const shownInstant = (instant: string) => ltr(formatMoroccoDateTime(new Date(instant)));

export const shownDate = (date: TIsoDate) => ltr(formatDisplayDate(date));

/**
 * An amount, on a card or inside a sentence, in the order its own language reads it (decision 038): in
 * Arabic the dirham after the digits, right to left, as the quote shows it. A left-to-right isolate
 * (`ltr`) had put the dirham first for an Arabic reader.
 */
export const shownAmount = (amount: number) => `\u2068${formatAmount(amount)}\u2069`;
