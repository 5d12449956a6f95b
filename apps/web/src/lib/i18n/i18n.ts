import { DEFAULT_LANGUAGE, LANGUAGES, MESSAGES, isLanguage, type TLanguage } from '@bi/domain';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import frCommon from '../../locales/fr/common.json';
import { languageDetector } from './language-detector';
import { localeBackend } from './locale-backend';

export const directionOf = (language: string): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

export function currentLanguage(): TLanguage {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

/** The Arabic font's faces are fetched only once Arabic is shown: other visitors never pay for them. */
function loadScriptFonts(language: string) {
  if (language === 'ar') {
    void import('@fontsource/noto-sans-arabic/arabic-400.css');
    void import('@fontsource/noto-sans-arabic/arabic-700.css');
  }
}

function applyToDocument(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  loadScriptFonts(language);
}

i18n.on('languageChanged', applyToDocument);

/**
 * French unless the visitor chose otherwise (remembered on the device) or the link says `?lng=`.
 * `errors` is the domain's catalogue (the same sentences the API answers with), bundled for every
 * language so a failed request can always be explained; the other texts come from `localeBackend`.
 * Resolves once the active language's `common` texts are there: render after it.
 */
export const i18nReady = i18n
  .use(languageDetector)
  .use(localeBackend)
  .use(initReactI18next)
  .init({
    resources: {
      fr: { common: frCommon, errors: MESSAGES.fr },
      en: { errors: MESSAGES.en },
      ar: { errors: MESSAGES.ar },
    },
    partialBundledLanguages: true,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: ['common', 'errors'],
    interpolation: { escapeValue: false },
    returnNull: false,
  });

applyToDocument(currentLanguage());

export default i18n;
