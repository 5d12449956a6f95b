import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageDetector } from './language-detector';

const detect = () => (languageDetector.detect as () => string | undefined)();
const phoneLists = (languages: string[]) =>
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });

afterEach(() => {
  phoneLists(['fr-FR', 'fr']);
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('languageDetector', () => {
  it('takes the first of ours the phone lists when nothing was chosen, and French when it lists none', () => {
    phoneLists(['de-DE', 'ar-MA', 'en-GB']);
    expect(detect()).toBe('ar');
    phoneLists(['en-US', 'en']);
    expect(detect()).toBe('en');
    phoneLists(['de-DE', 'nl']);
    expect(detect()).toBeUndefined();
  });

  it("takes the link, then the remembered choice, before the phone's language", () => {
    phoneLists(['ar-MA']);
    languageDetector.cacheUserLanguage?.('en');
    expect(detect()).toBe('en');
    window.history.replaceState(null, '', '/?lng=fr');
    expect(detect()).toBe('fr');
  });

  it('takes the link before the remembered choice, and remembers a choice', () => {
    phoneLists([]);
    expect(detect()).toBeUndefined();
    languageDetector.cacheUserLanguage?.('ar');
    expect(detect()).toBe('ar');
    window.history.replaceState(null, '', '/?lng=en');
    expect(detect()).toBe('en');
  });

  it('tells the server the choice in a cookie, which picks the language of a page written out at build time', () => {
    languageDetector.cacheUserLanguage?.('ar');
    expect(document.cookie).toContain('bi.language=ar');
    languageDetector.cacheUserLanguage?.('en');
    expect(document.cookie).toContain('bi.language=en');
    expect(document.cookie).not.toContain('bi.language=ar');
  });

  it('works without storage: nothing remembered, nothing thrown', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => languageDetector.cacheUserLanguage?.('en')).not.toThrow();
    expect(detect()).toBe('fr');
  });
});
