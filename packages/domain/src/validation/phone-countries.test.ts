import { describe, expect, it } from 'vitest';
import { nationalNumberCountries } from './phone-countries';

describe('the countries a national number is a mobile of', () => {
  it('finds a French-looking mobile in France, the Netherlands and Morocco, however it is written', () => {
    for (const typed of ['06 12 34 56 78', '0612345678', '06.12.34.56.78'])
      expect(nationalNumberCountries(typed, 'MA')).toEqual(['FR', 'NL', 'MA']);
  });

  it('finds a number that reads in one country only there', () => {
    expect(nationalNumberCountries('0470 12 34 56', 'MA')).toEqual(['BE']);
    expect(nationalNumberCountries('0151 23456789', 'MA')).toEqual(['DE']);
    expect(nationalNumberCountries('312 345 6789', 'FR')).toEqual(['IT']);
    expect(nationalNumberCountries('06 61 23 45 67', 'FR')).toEqual(['FR', 'MA']);
  });

  it('reads a Spanish mobile without its trunk 0 as Spanish, and as much else as it fits', () => {
    expect(nationalNumberCountries('612 34 56 78', 'ES')).toEqual(['FR', 'ES', 'NL', 'MA']);
  });

  it('counts the selected country too, even when it is not a likely one', () => {
    expect(nationalNumberCountries('07911 123456', 'GB')).toEqual(['GB']);
    expect(nationalNumberCountries('06 12 34 56 78', 'GB')).toEqual(['FR', 'NL', 'MA']);
  });

  it('lets the selected country stand for a likely one that shares its calling code', () => {
    expect(nationalNumberCountries('0612345678', 'EH')).toEqual(['FR', 'NL', 'EH']);
  });

  it('finds nothing in an international number, a landline or a number too short', () => {
    expect(nationalNumberCountries('+33 6 12 34 56 78', 'MA')).toEqual([]);
    expect(nationalNumberCountries('0033612345678', 'MA')).toEqual([]);
    expect(nationalNumberCountries('0522 12 34 56', 'MA')).toEqual([]);
    expect(nationalNumberCountries('0612', 'MA')).toEqual([]);
  });
});
