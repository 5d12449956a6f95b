import { amountToCentimes, formatMad } from '@bi/domain';
import { currentLanguage } from './i18n/i18n';

/** Amounts arrive as MAD numbers with two decimals; shown 497,91 MAD, and 497,91 درهم in Arabic. */
export const formatAmount = (amount: number) => formatMad(amountToCentimes(amount), currentLanguage());

/**
 * An amount inside a sentence or beside a label, in the order its own language reads it (decision 038):
 * a first-strong isolate, so in Arabic the dirham reads after the digits, right to left, as on the quote.
 * A left-to-right isolate, right for a code or a plate, drew the dirham first for an Arabic reader.
 */
export const shownAmount = (amount: number) => `\u2068${formatAmount(amount)}\u2069`;
