import { createHash } from 'node:crypto';
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

  // The first 24 photos of each half as measured since decision 036: a kind added to IDENTITY_TEMPLATES
  // or REGISTRATION_TEMPLATES would redraw them all; ADDED_IDENTITY_TEMPLATES leaves them as they were.
  it.each([
    ['tuning', 'b665b11672b3e5ce'],
    ['held-out', 'f08bc424877fcafe'],
  ] as const)('keeps the first 24 photos of the %s half when kinds are added', (half, fingerprint) => {
    const first = planHalf(half)
      .slice(0, 24)
      .map(({ name, drawn, shot }) => ({ name, truth: drawn.truth, html: drawn.html, shot }));
    expect(createHash('sha256').update(JSON.stringify(first)).digest('hex').slice(0, 16)).toBe(fingerprint);
  });

  it('shoots a TD2 card in each half, after the first photos', () => {
    for (const half of Object.keys(HALF_SEEDS) as (keyof typeof HALF_SEEDS)[]) {
      const added = planHalf(half).slice(24);
      expect(
        added.map(({ drawn }) => [drawn.truth.family, drawn.truth.zone?.map((line) => line.length)]),
      ).toEqual([['TD2', [36, 36]]]);
    }
  });

  it('draws the same photos from the same seed, and other photos from the other one', () => {
    const names = (half: keyof typeof HALF_SEEDS) => planHalf(half).map(({ drawn }) => drawn.truth.expected);
    expect(names('tuning')).toEqual(names('tuning'));
    expect(names('tuning')).not.toEqual(names('held-out'));
  });
});
