import { describe, expect, it } from 'vitest';
import { asCapitals } from './small-capitals';

describe('asCapitals', () => {
  it('puts back in capitals the small letters shaped as their capitals among capitals', () => {
    expect(asCapitals('OCTAvIA')).toBe('OCTAVIA');
    expect(asCapitals('XE-83-mC')).toBe('XE-83-MC');
  });

  it('gives nothing for another small letter among capitals, a letter OCR misread', () => {
    expect(asCapitals('SKobA')).toBeUndefined();
    expect(asCapitals('VOLKSwaGen')).toBeUndefined();
  });

  it('keeps words in one case or with a capital first as printed', () => {
    expect(['GOLF', 'golf', 'Golf', 'Mercedes-Benz', 'e-GOLF', '308'].map(asCapitals)).toEqual([
      'GOLF',
      'golf',
      'Golf',
      'Mercedes-Benz',
      'e-GOLF',
      '308',
    ]);
  });
});
