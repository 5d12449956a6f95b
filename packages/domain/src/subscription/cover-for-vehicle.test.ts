import { describe, expect, it } from 'vitest';
import { coverForVehicle } from './cover-for-vehicle';
import { vehicleAgeYears } from './vehicle-age';

const CONFORT = ['RC', 'DR', 'ASSISTANCE', 'BRIS_GLACE', 'INCENDIE'] as const;
const ESSENTIEL = ['RC', 'DR', 'ASSISTANCE'] as const;
const codes = (list: readonly { code: string }[]) => list.map((guarantee) => guarantee.code);

/** The cover for a vehicle first registered in `year`, its cover starting on `effectDate`. */
const forYear = (cover: readonly string[], year: number | null, effectDate = '2026-12-01') =>
  coverForVehicle(cover, vehicleAgeYears(year, effectDate));

describe('coverForVehicle: assistance and the vehicle age (spec §9, decision 041)', () => {
  it('offers assistance once the year is given, and not before: a blank year asks for it', () => {
    const blank = forYear(CONFORT, null);
    expect(blank).toMatchObject({ offered: true, guarantees: [...CONFORT], tooOld: [] });
    expect(codes(blank.yearNeeded)).toEqual(['ASSISTANCE']);
    // A cover without assistance needs no year.
    expect(forYear(['RC', 'BRIS_GLACE'], null).yearNeeded).toEqual([]);
  });

  it('offers everything to a vehicle of 3 years and of exactly 10', () => {
    for (const year of [2023, 2016]) {
      expect(forYear(CONFORT, year)).toEqual({
        offered: true,
        guarantees: [...CONFORT],
        yearNeeded: [],
        tooOld: [],
      });
    }
  });

  it('keeps a pack for a vehicle of 11 years without its assistance, unless nothing main is left', () => {
    const confort = forYear(CONFORT, 2015);
    expect(confort.offered).toBe(true);
    expect(confort.guarantees).toEqual(['RC', 'DR', 'BRIS_GLACE', 'INCENDIE']);
    expect(codes(confort.tooOld)).toEqual(['ASSISTANCE']);
    // Liability and legal defence alone: à la carte refuses that cover, so the pack is not sold.
    expect(forYear(ESSENTIEL, 2015)).toMatchObject({ offered: false, guarantees: ['RC', 'DR'] });
    // The basic offer never depends on the vehicle's age.
    expect(forYear(['RC'], 1970)).toMatchObject({ offered: true, guarantees: ['RC'] });
  });

  it("counts the age on the cover's effect date, by calendar year: 10 on 31 December, 11 the day after", () => {
    expect(forYear(CONFORT, 2016, '2026-12-31').tooOld).toEqual([]);
    expect(codes(forYear(CONFORT, 2016, '2027-01-01').tooOld)).toEqual(['ASSISTANCE']);
    // Registered in December, the car is counted 10 in January ten years on: the year alone says no more.
    expect(vehicleAgeYears(2016, '2026-01-01')).toBe(10);
  });
});
