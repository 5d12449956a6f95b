import { amountToCentimes, formatMad } from '@bi/domain';

/** Amounts arrive as MAD numbers with two decimals; they are shown 497,91 MAD in every language. */
export const formatAmount = (amount: number) => formatMad(amountToCentimes(amount));
