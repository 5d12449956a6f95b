import { describe, expect, it } from 'vitest';
import { guaranteesRefusedForAge, isGuaranteeAllowedForAge, vehicleAgeYears } from './vehicle-age';

describe('vehicleAgeYears', () => {
  it('counts calendar years in Morocco from the given day', () => {
    expect(vehicleAgeYears(2015, '2026-01-01')).toBe(11);
    expect(vehicleAgeYears(2016, '2026-12-31')).toBe(10);
    expect(vehicleAgeYears(2026, '2026-06-01')).toBe(0);
  });

  it('is unknown without a year', () => {
    expect(vehicleAgeYears(null, '2026-01-01')).toBeUndefined();
    expect(vehicleAgeYears(undefined, '2026-01-01')).toBeUndefined();
  });
});

describe('guarantees by age', () => {
  it('refuses assistance over ten years only', () => {
    expect(guaranteesRefusedForAge(10)).toEqual([]);
    expect(guaranteesRefusedForAge(11).map((guarantee) => guarantee.code)).toEqual(['ASSISTANCE']);
    expect(guaranteesRefusedForAge(undefined)).toEqual([]);
    expect(isGuaranteeAllowedForAge({ max_vehicle_age_years: undefined }, 40)).toBe(true);
  });
});
