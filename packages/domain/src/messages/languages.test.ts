import { describe, expect, it } from 'vitest';
import { chosenLanguage, deviceLanguage, directionOf } from './languages';

describe('the visitor language', () => {
  it("takes the link's language first, French for a language that is not ours, then the remembered choice", () => {
    expect(chosenLanguage('en', 'ar')).toBe('en');
    expect(chosenLanguage('ar-MA', undefined)).toBe('ar');
    expect(chosenLanguage('de', 'ar')).toBe('fr');
    expect(chosenLanguage(null, 'ar')).toBe('ar');
    expect(chosenLanguage(null, 'klingon')).toBeUndefined();
    expect(chosenLanguage(null, undefined)).toBeUndefined();
  });

  it("takes the first of ours a device lists, in the device's order", () => {
    expect(deviceLanguage(['ar-MA', 'fr-FR'])).toBe('ar');
    expect(deviceLanguage(['de-DE', 'en-GB', 'fr'])).toBe('en');
    expect(deviceLanguage(['FR-be'])).toBe('fr');
    expect(deviceLanguage(['de', 'nl'])).toBeUndefined();
    expect(deviceLanguage([])).toBeUndefined();
  });

  it('reads Arabic right to left and the others left to right', () => {
    expect([directionOf('ar'), directionOf('fr'), directionOf('en')]).toEqual(['rtl', 'ltr', 'ltr']);
  });
});
