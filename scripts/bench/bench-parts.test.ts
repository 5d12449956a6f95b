import { describe, expect, it } from 'vitest';
import { BENCH_PARTS, selectedParts } from './bench-parts';

describe('selectedParts (BENCH_ONLY)', () => {
  it.each([undefined, '', ' , '])('runs every part when BENCH_ONLY is %j', (only) => {
    expect([...selectedParts(only)]).toEqual([...BENCH_PARTS]);
  });

  it('runs only the parts named', () => {
    expect([...selectedParts('bundle, uploads')].sort()).toEqual(['bundle', 'uploads']);
  });

  it('refuses a name that is not a part rather than measuring nothing', () => {
    expect(() => selectedParts('bundle,upload')).toThrow(/no part named upload \(/);
  });
});
