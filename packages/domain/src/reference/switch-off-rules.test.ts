import { describe, expect, it } from 'vitest';
import { cityNeedsConfirmation, cityTakesOffice, isLastPeriodOn } from './switch-off-rules';

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

  it('places no new office in a switched-off city, and leaves one already there', () => {
    expect(cityTakesOffice(true, false)).toBe(true);
    expect(cityTakesOffice(false, false)).toBe(false);
    expect(cityTakesOffice(false, true)).toBe(true);
  });
});
