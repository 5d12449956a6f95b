import { describe, expect, it } from 'vitest';
import { presumedPhoneCountry } from './phone-region';

describe("a new phone number's presumed country", () => {
  it("is the phone's region, from its languages", () => {
    const cases: [string, string][] = [
      ['fr-FR', 'FR'],
      ['es-ES', 'ES'],
      ['nl-BE', 'BE'],
      ['de-DE', 'DE'],
      ['it-IT', 'IT'],
      ['nl-NL', 'NL'],
      ['ar-MA', 'MA'],
    ];
    for (const [tag, country] of cases) expect(presumedPhoneCountry([tag])).toBe(country);
  });

  it('takes the first language that names a region, skipping bare languages and regions that are no country', () => {
    expect(presumedPhoneCountry(['fr', 'es-419', 'nl-BE', 'fr-FR'])).toBe('BE');
    expect(presumedPhoneCountry(['zh-Hant-TW'])).toBe('TW');
  });

  it('falls back to Morocco when no language names a region', () => {
    expect(presumedPhoneCountry(['fr', 'ar'])).toBe('MA');
    expect(presumedPhoneCountry([])).toBe('MA');
    expect(presumedPhoneCountry(['not a tag!'])).toBe('MA');
  });

  it('prefers the country of residence once known', () => {
    expect(presumedPhoneCountry(['ar-MA'], 'ES')).toBe('ES');
    expect(presumedPhoneCountry(['ar-MA'], 'fr')).toBe('FR');
    expect(presumedPhoneCountry(['es-ES'], null)).toBe('ES');
    expect(presumedPhoneCountry(['es-ES'], 'XX')).toBe('ES');
  });
});
