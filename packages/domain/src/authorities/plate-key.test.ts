import { describe, expect, it } from 'vitest';
import { ZStep3 } from '../contracts/steps';
import { PLATE_SEPARATORS, plateKey } from './plate-key';

describe('plateKey', () => {
  it('reads a plate however it is typed: spaces, dashes, dots, slashes and case aside', () => {
    for (const typed of ['ab-123-cd', 'AB 123 CD', ' AB123CD ', 'ab.123/cd', 'AB|123|CD'])
      expect(plateKey(typed)).toBe('AB123CD');
  });

  it('keeps Arabic letters and digits', () => {
    expect(plateKey('12345 - ب - 6')).toBe('12345ب6');
  });

  it("strips from a stored plate exactly what plateKey strips, so the database's comparison agrees", () => {
    for (const typed of ['ab-123-cd', 'wx 77.12/k|z', '12345 - ب - 6']) {
      const stored = ZStep3.shape.immatriculation.parse(typed);
      expect(stored.replace(PLATE_SEPARATORS, '')).toBe(plateKey(typed));
    }
  });
});
