import { describe, expect, it } from 'vitest';
import { chosenLanguage, directionOf } from './languages';

describe('the visitor language', () => {
  it("takes the link's language first, French for a language that is not ours, then the remembered choice", () => {
    expect(chosenLanguage('en', 'ar')).toBe('en');
    expect(chosenLanguage('ar-MA', undefined)).toBe('ar');
    expect(chosenLanguage('de', 'ar')).toBe('fr');
    expect(chosenLanguage(null, 'ar')).toBe('ar');
    expect(chosenLanguage(null, 'klingon')).toBeUndefined();
    expect(chosenLanguage(null, undefined)).toBeUndefined();
  });

  it('reads Arabic right to left and the others left to right', () => {
    expect([directionOf('ar'), directionOf('fr'), directionOf('en')]).toEqual(['rtl', 'ltr', 'ltr']);
  });
});
