import { parse } from 'mrz';
import { describe, expect, it } from 'vitest';
import { checkDigit } from './check-digit';
import { HALF_SEEDS, planHalf } from './plan-half';

describe('the photo set', () => {
  it("computes ICAO 9303's check digit as its specimen does", () => {
    expect(checkDigit('L898902C3')).toBe('6');
    expect(checkDigit('740812')).toBe('2');
  });

  it.each(Object.keys(HALF_SEEDS) as (keyof typeof HALF_SEEDS)[])(
    'prints zones whose check digits all hold, by an independent parser (%s)',
    (half) => {
      const zones = planHalf(half).flatMap(({ drawn }) => (drawn.truth.zone ? [drawn.truth.zone] : []));
      expect(zones.length).toBeGreaterThanOrEqual(14);
      for (const zone of zones) {
        const result = parse([...zone]);
        const failed = result.details.filter((detail) => !detail.valid).map((detail) => detail.field);
        expect({ zone, failed }).toEqual({ zone, failed: [] });
      }
    },
  );

  it('draws the same photos from the same seed, and other photos from the other one', () => {
    const names = (half: keyof typeof HALF_SEEDS) => planHalf(half).map(({ drawn }) => drawn.truth.expected);
    expect(names('tuning')).toEqual(names('tuning'));
    expect(names('tuning')).not.toEqual(names('held-out'));
  });
});
