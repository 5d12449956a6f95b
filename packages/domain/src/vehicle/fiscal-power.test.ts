import { describe, expect, it } from 'vitest';
import { moroccanFiscalPower } from './fiscal-power';

describe('moroccanFiscalPower', () => {
  it('gives 5.73 CV a litre for petrol, 0.7 of it for diesel, rounded to the nearest', () => {
    expect(moroccanFiscalPower(1461, 'diesel')).toBe(6); // Logan 1.5 dCi: 5.86
    expect(moroccanFiscalPower(1598, 'petrol')).toBe(9); // 9.16
    expect(moroccanFiscalPower(1968, 'diesel')).toBe(8); // Golf 2.0 TDI: 7.89
    expect(moroccanFiscalPower(999, 'petrol')).toBe(6); // 5.72
    expect(moroccanFiscalPower(2993, 'diesel')).toBe(12); // 12.0
  });

  it('steps a diesel from 7 to 8 CV at 1,870 cm³, the threshold owners report', () => {
    expect(moroccanFiscalPower(1869, 'diesel')).toBe(7);
    expect(moroccanFiscalPower(1871, 'diesel')).toBe(8);
  });

  it('gives nothing for a displacement no car has, or a power over two digits', () => {
    expect(moroccanFiscalPower(125, 'petrol')).toBeUndefined();
    expect(moroccanFiscalPower(15980, 'petrol')).toBeUndefined();
    expect(moroccanFiscalPower(1598.5, 'petrol')).toBeUndefined();
    expect(moroccanFiscalPower(Number.NaN, 'diesel')).toBeUndefined();
  });
});
