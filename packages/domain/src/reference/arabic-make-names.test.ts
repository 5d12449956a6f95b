import { describe, expect, it } from 'vitest';
import { makesNamedInArabic } from './arabic-make-names';

describe('makes typed in Arabic', () => {
  it('finds the make whatever the spelling of its letters', () => {
    expect(makesNamedInArabic('بيجو')).toEqual(['PEUGEOT']);
    expect(makesNamedInArabic('اودي')).toEqual(['AUDI']);
    expect(makesNamedInArabic('أودي')).toEqual(['AUDI']);
    expect(makesNamedInArabic('مرسيدس')).toEqual(['MERCEDES-BENZ']);
    expect(makesNamedInArabic('فولكسفاجن')).toEqual(['VOLKSWAGEN']);
  });

  it('finds the makes a beginning matches, and nothing for nothing', () => {
    expect(makesNamedInArabic('دا')).toContain('DACIA');
    expect(makesNamedInArabic('  ')).toEqual([]);
  });
});
