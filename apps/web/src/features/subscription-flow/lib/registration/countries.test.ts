import { describe, expect, it } from 'vitest';
import { countryOf } from './countries';

describe('countryOf, Dutch words as OCR reads their ij', () => {
  it('knows the Netherlands and Belgium by an ij read ), i), y, u or i', () => {
    expect(['KENTEKENBEWI)S', 'KENTEKENBEWUS', 'KONINKRIK DER NEDERLANDEN'].map(countryOf)).toEqual([
      'NL',
      'NL',
      'NL',
    ]);
    expect(countryOf('CERTIFICAT - INSCHRIJVINGSBEWI)S')).toBe('BE');
    expect(countryOf('ROYAUME DE BELGIQUE - KONINKRYK BELGIE')).toBe('BE');
  });

  it('knows no country by another word', () => {
    expect(countryOf('KENTEKENBEWAS')).toBeUndefined();
  });
});
