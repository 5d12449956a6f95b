import { describe, expect, it } from 'vitest';
import { ZStep3On } from '../contracts/steps';
import { isRegistrationYearInFuture, vehicleAgeYears } from './vehicle-age';

/** A step-3 body as the form sends it. */
const STEP3 = {
  immatriculation: 'GH-456-JK',
  usage_Id: 1,
  nbre_places: 5,
  marque_Id: 1,
  model: '308',
  combustile_Id: 2,
  puissance: 7,
};

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

describe('the year of first registration, on a given day', () => {
  it("is in the future only after that day's year, and the form schema says so on the field", () => {
    expect(isRegistrationYearInFuture(2027, '2026-12-31')).toBe(true);
    expect(isRegistrationYearInFuture(2026, '2026-01-01')).toBe(false);
    expect(isRegistrationYearInFuture(undefined, '2026-01-01')).toBe(false);
    const body = { ...STEP3, annee_circulation: 2027 };
    expect(ZStep3On('2027-01-01').safeParse(body).success).toBe(true);
    const refused = ZStep3On('2026-12-31').safeParse(body);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['annee_circulation'], message: 'validation.yearInFuture' }),
    ]);
  });
});
