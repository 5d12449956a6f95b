import { describe, expect, it } from 'vitest';
import { cityNeedsConfirmation, isLastPeriodOn } from './switch-off-rules';

describe('switching a reference item off', () => {
  it('keeps the last duration on', () => {
    expect(isLastPeriodOn(1)).toBe(true);
    expect(isLastPeriodOn(2)).toBe(false);
  });

  it('asks for confirmation only when open offices stand in the city', () => {
    expect(cityNeedsConfirmation([], false)).toBe(false);
    expect(cityNeedsConfirmation(['BF-TNM-01'], false)).toBe(true);
    expect(cityNeedsConfirmation(['BF-TNM-01'], true)).toBe(false);
  });
});
