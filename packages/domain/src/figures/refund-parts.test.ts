import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refundParts, type TPriceParts } from './refund-parts';

/** A month's tourism quote as stored: 14 % tax, contributions and the stamp (centimes). */
const PRICE: TPriceParts = { net: 41_512, tax: 5_812, solidarity: 415, fgac: 52, stamp: 2_000 };
const TOTAL = 49_791;
const sum = (parts: TPriceParts) => parts.net + parts.tax + parts.solidarity + parts.fgac + parts.stamp;

describe("a refund's parts", () => {
  it('gives back every part whole when the whole price is refunded (a cancellation)', () => {
    expect(sum(PRICE)).toBe(TOTAL);
    expect(refundParts(TOTAL, 'cancellation', PRICE)).toEqual(PRICE);
  });

  it("shares a termination's pro rata between the premium and its taxes, never the stamp", () => {
    const parts = refundParts(23_895, 'termination', PRICE);
    expect(parts.stamp).toBe(0);
    expect(sum(parts)).toBe(23_895);
    // Half the price without its stamp: half of each part, to the centime.
    expect(parts).toEqual({ net: 20_756, tax: 2_906, solidarity: 207, fgac: 26, stamp: 0 });
  });

  it("gives a withdrawal's stamp back whole, the premium kept for the days covered shared out", () => {
    const parts = refundParts(30_000, 'withdrawal', PRICE);
    expect(parts.stamp).toBe(2_000);
    expect(sum(parts)).toBe(30_000);
    expect(parts.tax / parts.net).toBeCloseTo(PRICE.tax / PRICE.net, 3);
  });

  it('adds up to the refund, each part within the price, whatever the amounts', () => {
    const part = fc.integer({ min: 0, max: 5_000_000 });
    fc.assert(
      fc.property(
        fc.record({ net: part, tax: part, solidarity: part, fgac: part, stamp: part }),
        fc.constantFrom('cancellation', 'termination', 'withdrawal' as const),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (price, reason, share) => {
          const refundable = reason === 'termination' ? sum(price) - price.stamp : sum(price);
          const refund = Math.floor(refundable * share);
          const parts = refundParts(refund, reason, price);
          expect(sum(parts)).toBe(refund);
          for (const name of ['net', 'tax', 'solidarity', 'fgac', 'stamp'] as const) {
            expect(parts[name]).toBeGreaterThanOrEqual(0);
            expect(parts[name]).toBeLessThanOrEqual(price[name]);
          }
        },
      ),
      { seed: 20_261_129 },
    );
  });
});
