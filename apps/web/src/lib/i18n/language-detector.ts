import { chosenLanguage, deviceLanguage, LANGUAGE_COOKIE } from '@bi/domain';
import type { LanguageDetectorModule } from 'i18next';

const STORAGE_KEY = 'bi.language';
const QUERY_PARAMETER = 'lng';
const A_YEAR_IN_SECONDS = 365 * 24 * 3600;

/** Storage can be refused (private browsing, full disk): the language is then only not remembered. */
function stored(): string | undefined {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The link's `?lng=` first, then the choice remembered on the device (`chosenLanguage`), then the first
 * of ours the phone lists (`navigator.languages`): the rule the server applies with the cookie and
 * `Accept-Language`. i18next falls back to French when none says. Ten lines instead of a detector
 * package on the first visit. A page written at build time has no window: it is written in the
 * language it is given.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () =>
    typeof window === 'undefined'
      ? undefined
      : (chosenLanguage(new URLSearchParams(window.location.search).get(QUERY_PARAMETER), stored()) ??
        deviceLanguage(navigator.languages ?? [])),
  cacheUserLanguage(language: string) {
    if (typeof window === 'undefined') return;
    // The cookie tells the server which language's written-out page to send (the same value).
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=${A_YEAR_IN_SECONDS}; SameSite=Lax`;
    try {
      localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // Not remembered: the next visit starts in French or from its link.
    }
  },
};
