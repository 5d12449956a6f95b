import type { TRefundReason } from '../subscription/refund';

/** A contract's price in centimes, as stored with it: the net premium, each tax and the stamp, and their total. */
export type TPriceParts = Record<'net' | 'tax' | 'solidarity' | 'fgac' | 'stamp', number>;

const PREMIUM_PARTS = ['net', 'tax', 'solidarity', 'fgac'] as const;

/**
 * What a refund gives back of each part of the price, in centimes adding up to the refund exactly, for
 * the accountant's tax credit. The stamp, a levy per certificate, is never part of a termination's pro
 * rata (`terminationRefundCentimes`), and goes back whole with a cancellation or a withdrawal (which
 * keeps the premium of the days covered, never the stamp: `withdrawalRefundCentimes`). The rest is
 * shared by the net premium and the taxes in their proportions, the centimes a division leaves going
 * to the largest remainders (the earlier part on a tie), so no centime is lost or made up.
 */
export function refundParts(refundCentimes: number, reason: TRefundReason, price: TPriceParts): TPriceParts {
  const stamp = reason === 'termination' ? 0 : Math.min(price.stamp, refundCentimes);
  const rest = refundCentimes - stamp;
  const weight = PREMIUM_PARTS.reduce((sum, part) => sum + price[part], 0);
  const exact = PREMIUM_PARTS.map((part) => (weight === 0 ? 0 : (rest * price[part]) / weight));
  const shares = exact.map(Math.floor);
  let left = rest - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  // Nothing to weigh (a price without premium): the rest is the net premium's.
  if (weight === 0) shares[0] = rest;
  else for (const { index } of byRemainder) if (left-- > 0) shares[index]! += 1;
  const [net, tax, solidarity, fgac] = shares as [number, number, number, number];
  return { net, tax, solidarity, fgac, stamp };
}
