import { amountToCentimes, formatDisplayDate, formatMad, type TIsoDate } from '@bi/domain';
import { currentLanguage } from './i18n/i18n';

/** Amounts arrive as MAD numbers with two decimals; shown 497,91 MAD, and 497,91 درهم in Arabic. */
export const formatAmount = (amount: number) => formatMad(amountToCentimes(amount), currentLanguage());

/**
 * An amount inside a sentence or beside a label, in the order its own language reads it (decision 038):
 * a first-strong isolate, so in Arabic the dirham reads after the digits, right to left, as on the quote.
 * A left-to-right isolate, right for a code or a plate, drew the dirham first for an Arabic reader.
 */
export const shownAmount = (amount: number) => `\u2068${formatAmount(amount)}\u2069`;

/**
 * A code, a plate or a date placed inside a translated sentence: it keeps its own left-to-right order
 * in Arabic (an isolate, as `phoneText` does for phone numbers) and stays on one line (non-breaking
 * hyphens and spaces), so "BRD-2026-" never ends a line with "000002" on the next. Not an amount, which
 * reads in its language's direction: `shownAmount`.
 */
export const ltr = (text: string) =>
  `\u2066${text.replaceAll('-', '\u2011').replaceAll(' ', '\u00a0')}\u2069`;

/** dd/MM/yyyy, isolated for a sentence. */
export const shownDate = (date: TIsoDate) => ltr(formatDisplayDate(date));
