import { describe, expect, it } from 'vitest';
import { asMake, asModel } from './names';

describe('a make or a model with letters OCR read small', () => {
  it('is read in capitals when those letters are shaped as their capitals', () => {
    expect(asModel('OCTAvIA')).toBe('OCTAVIA');
    expect(asMake('PEUGEoT')).toBe('PEUGEOT');
  });

  it('is none when another small letter stands among the capitals, a letter misread', () => {
    expect(asMake('SKobA')).toBeUndefined();
    expect(asModel('GoLF 2 SKobA')).toBeUndefined();
  });
});
