import { describe, expect, it } from 'vitest';
import { guaranteeByCode } from './catalogue';
import { deductibleOf, formatCeiling, formatDeductible } from './guarantee-terms';

const terms = (code: 'DOMMAGE_COLLISION' | 'BRIS_GLACE' | 'INCENDIE' | 'RC') =>
  guaranteeByCode(code).formules[0]!;

describe('spec §9: how a guarantee’s terms are shown', () => {
  it('shows a deductible above 100 as an amount in MAD', () => {
    expect(deductibleOf(terms('DOMMAGE_COLLISION'))).toEqual({ kind: 'amount', centimes: 100_000 });
    expect(formatDeductible(terms('DOMMAGE_COLLISION'))).toBe('1.000,00\u00a0MAD');
  });

  it('shows a deductible of 100 or less as a percentage', () => {
    expect(formatDeductible(terms('BRIS_GLACE'))).toBe('10 %');
    expect(formatDeductible({ valeurMax: 1, franchise: 100 })).toBe('100 %');
  });

  it('shows no deductible for fire, and no ceiling where there is none', () => {
    expect(formatDeductible(terms('INCENDIE'))).toBeNull();
    expect(formatCeiling(terms('INCENDIE'))).toBe('200.000,00\u00a0MAD');
    expect(formatCeiling(terms('RC'))).toBeNull();
  });
});
