import { amountToCentimes, formatMad } from '@bi/domain';
import { currentLanguage } from './i18n/i18n';

/** Amounts arrive as MAD numbers with two decimals; shown 497,91 MAD, and 497,91 درهم in Arabic. */
export const formatAmount = (amount: number) => formatMad(amountToCentimes(amount), currentLanguage());
