import { describe, expect, it } from 'vitest';
import { meetsCarteMinimum } from './cover-rules';

const min = { grnt_Min: true };
const other = { grnt_Min: false };

describe('spec §5: the à la carte minimum', () => {
  it('needs a guarantee counting toward the minimum both offered and chosen', () => {
    expect(meetsCarteMinimum([other, min], [min])).toBe(true);
    expect(meetsCarteMinimum([other, min], [other])).toBe(false);
    expect(meetsCarteMinimum([other, min], [])).toBe(false);
    expect(meetsCarteMinimum([other], [other])).toBe(false);
  });
});
