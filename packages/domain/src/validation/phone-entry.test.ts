import { describe, expect, it } from 'vitest';
import {
  phoneCountryQuestion,
  phoneCountryUnanswered,
  phoneTyped,
  phoneWire,
  storedPhoneEntry,
  type TPhoneEntry,
} from './phone-entry';

const presumedMorocco: TPhoneEntry = { country: 'MA', phone: '', source: 'presumed' };
const typed = (phone: string, entry: Partial<TPhoneEntry> = {}) => ({ ...presumedMorocco, ...entry, phone });

describe('the number typed, pasted or filled in the phone field', () => {
  it('keeps digits and spaces of a national number, the country unchanged', () => {
    expect(phoneTyped(presumedMorocco, '06-12 34.56')).toEqual({ ...presumedMorocco, phone: '0612 3456' });
  });

  it('takes the country from a whole international number, as a phone fills it', () => {
    expect(phoneTyped(presumedMorocco, '+33 6 12 34 56 78')).toEqual({
      country: 'FR',
      phone: '06 12 34 56 78',
      source: 'picked',
    });
    expect(phoneTyped(presumedMorocco, '0033612345678')).toMatchObject({
      country: 'FR',
      phone: '06 12 34 56 78',
    });
    expect(phoneTyped(presumedMorocco, '0034612345678')).toMatchObject({
      country: 'ES',
      phone: '612 34 56 78',
    });
    expect(phoneTyped({ ...presumedMorocco, country: 'FR' }, '+212612345678')).toMatchObject({
      country: 'MA',
      phone: '06 12 34 56 78',
      source: 'picked',
    });
  });

  it('keeps the plus sign of an international number still being typed', () => {
    expect(phoneTyped(presumedMorocco, '+')).toEqual({ ...presumedMorocco, phone: '+' });
    expect(phoneTyped(presumedMorocco, '+33 6 12')).toEqual({ ...presumedMorocco, phone: '+33 6 12' });
    expect(phoneTyped(presumedMorocco, '0033 6')).toEqual({ ...presumedMorocco, phone: '0033 6' });
  });

  it('presumes the country again for a number typed over the stored one, and keeps one said', () => {
    const stored = storedPhoneEntry('612345678', '212', 'FR');
    expect(phoneTyped(stored, '0698765432').source).toBe('presumed');
    expect(phoneTyped({ ...stored, source: 'answered' }, '0698765432').source).toBe('answered');
    expect(phoneTyped({ ...stored, source: 'picked' }, '0698765432').source).toBe('picked');
  });
});

describe('a stored phone', () => {
  it('keeps its own country, whatever the phone presumes', () => {
    expect(storedPhoneEntry('612345678', '212', 'FR')).toEqual({
      country: 'MA',
      phone: '612345678',
      source: 'stored',
    });
    expect(storedPhoneEntry('0612345678', '+33', 'MA').country).toBe('FR');
  });

  it('takes the presumed country when its code tells none', () => {
    expect(storedPhoneEntry('612345678', null, 'ES').country).toBe('ES');
  });
});

describe("the question of the number's country", () => {
  const typed = (phone: string, entry: Partial<TPhoneEntry> = {}) => ({
    ...presumedMorocco,
    ...entry,
    phone,
  });

  it('asks about a national number that reads in several likely countries, nothing preselected', () => {
    expect(phoneCountryQuestion(typed('06 12 34 56 78'))).toEqual({
      countries: ['FR', 'NL', 'MA'],
      answered: false,
    });
    expect(phoneCountryUnanswered(typed('06 12 34 56 78'))).toBe(true);
    expect(phoneCountryUnanswered(typed('06 12 34 56 78', { country: 'FR' }))).toBe(true);
  });

  it('asks too about a number that reads in another country only', () => {
    expect(phoneCountryQuestion(typed('0470 12 34 56'))).toEqual({ countries: ['BE'], answered: false });
  });

  it('accepts as is a number that reads in the presumed country only', () => {
    expect(phoneCountryQuestion(typed('0470 12 34 56', { country: 'BE' }))).toBeNull();
  });

  it('asks nothing of a country said, nor of a number that reads nowhere', () => {
    expect(phoneCountryQuestion(typed('06 12 34 56 78', { source: 'picked' }))).toBeNull();
    expect(phoneCountryQuestion(typed('612345678', { source: 'stored' }))).toBeNull();
    expect(phoneCountryQuestion(typed('0612'))).toBeNull();
    expect(phoneCountryQuestion(typed('+33 6 12'))).toBeNull();
  });

  it('keeps the answer shown while the number reads in several countries', () => {
    const answered = typed('06 12 34 56 78', { country: 'FR', source: 'answered' });
    expect(phoneCountryQuestion(answered)).toEqual({ countries: ['FR', 'NL', 'MA'], answered: true });
    expect(phoneCountryUnanswered(answered)).toBe(false);
    // A number changed after the answer to one the answered country does not have: asked again.
    expect(phoneCountryUnanswered({ ...answered, phone: '0470 12 34 56' })).toBe(true);
  });
});

describe('the phone on the wire', () => {
  it('is the national number and the calling code without its plus sign', () => {
    expect(phoneWire({ country: 'FR', phone: ' 06 12 34 56 78 ', source: 'answered' })).toEqual({
      phone: '06 12 34 56 78',
      country_code: '33',
    });
  });

  it('has no calling code while its country is asked about', () => {
    expect(phoneWire(typed('06 12 34 56 78'))).toEqual({ phone: '06 12 34 56 78', country_code: '' });
  });
});
