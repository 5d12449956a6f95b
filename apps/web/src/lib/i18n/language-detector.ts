import type { LanguageDetectorModule } from 'i18next';

const STORAGE_KEY = 'bi.language';
const QUERY_PARAMETER = 'lng';

/** Storage can be refused (private browsing, full disk): the language is then only not remembered. */
function stored(): string | undefined {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The link's `?lng=` first, then the choice remembered on the device; i18next falls back to French
 * for anything it does not support. Ten lines instead of a detector package on the first visit.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => new URLSearchParams(window.location.search).get(QUERY_PARAMETER) ?? stored(),
  cacheUserLanguage(language: string) {
    try {
      localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // Not remembered: the next visit starts in French or from its link.
    }
  },
};
