import { describe, expect, it } from 'vitest';
import { applyBasisPoints, centimesToAmount, ceilToDirham, formatMad } from './money';

describe('money', () => {
  it('formats in the de-DE style with MAD', () => {
    expect(formatMad(49_791)).toBe('497,91\u00a0MAD');
    expect(formatMad(331_204)).toBe('3.312,04\u00a0MAD');
    expect(formatMad(49_791, 'en')).toBe('497,91\u00a0MAD');
    expect(formatMad(49_791, 'ar')).toBe('497,91\u00a0درهم');
  });

  it('puts two-decimal amounts on the wire', () => {
    expect(centimesToAmount(49_791)).toBe(497.91);
  });

  it('rounds rates half up and premiums up to the dirham', () => {
    expect(applyBasisPoints(41_512, 100)).toBe(415);
    expect(applyBasisPoints(50, 100)).toBe(1);
    expect(ceilToDirham(41_512)).toBe(41_600);
    expect(ceilToDirham(41_500)).toBe(41_500);
  });
});
