import { describe, expect, it } from 'vitest';
import { selectedKinds } from './photo-bench';
import type { TPhotoResult } from './photo-bench';
import { photoRows } from './photo-rows';

describe('selectedKinds (BENCH_PHOTO_KIND)', () => {
  it('reads both kinds unless one is named, and refuses a name that is no kind', () => {
    expect(selectedKinds(undefined)).toEqual(['identity', 'registration']);
    expect(selectedKinds('registration')).toEqual(['registration']);
    expect(() => selectedKinds('registrations')).toThrow(/no kind named registrations/);
  });
});

describe('photoRows of certificates alone', () => {
  it('judges the plates and the wrong values, and gives no identity row for no identity photo', () => {
    const result = {
      name: '15-fr',
      half: 'tuning',
      truth: { kind: 'registration', family: 'FR' },
      verdict: { fullyRead: true, plateRight: true, right: 3, wrong: [], missing: [] },
      millis: 1000,
      measuredMillis: 500,
    } as unknown as TPhotoResult;
    const names = photoRows([result], 2000).map((row) => row.name);
    expect(names).toContain('Certificates with the plate right (tuning)');
    expect(names).toContain('Wrong values given (tuning)');
    expect(names.some((name) => name.startsWith('Identity'))).toBe(false);
  });
});
