import { describe, expect, it } from 'vitest';
import { assertEffectDateAllowed, effectDateBounds } from './effect-date';

describe('effect date', () => {
  it('runs from today to three months ahead', () => {
    expect(effectDateBounds('2026-11-30')).toEqual({ min: '2026-11-30', max: '2027-02-28' });
  });

  it('refuses yesterday and the day after the limit', () => {
    expect(() => assertEffectDateAllowed('2026-11-21', '2026-11-22')).toThrow('period.effectDateOutOfRange');
    expect(() => assertEffectDateAllowed('2027-02-23', '2026-11-22')).toThrow('period.effectDateOutOfRange');
    expect(() => assertEffectDateAllowed('2027-02-22', '2026-11-22')).not.toThrow();
    expect(() => assertEffectDateAllowed('2026-11-22', '2026-11-22')).not.toThrow();
  });
});
