import { DEFAULT_LANGUAGE, LANGUAGES, MESSAGES, isLanguage, type TLanguage } from '@bi/domain';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import arCommon from '../locales/ar/common.json';
import arLegal from '../locales/ar/legal.json';
import enCommon from '../locales/en/common.json';
import enLegal from '../locales/en/legal.json';
import frCommon from '../locales/fr/common.json';
import frLegal from '../locales/fr/legal.json';

/** `errors` is the domain's catalogue: the same sentences the API answers with. */
export const resources = {
  fr: { common: frCommon, legal: frLegal, errors: MESSAGES.fr },
  en: { common: enCommon, legal: enLegal, errors: MESSAGES.en },
  ar: { common: arCommon, legal: arLegal, errors: MESSAGES.ar },
} as const;

export const LANGUAGE_STORAGE_KEY = 'bi.language';

export const directionOf = (language: string): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

export function currentLanguage(): TLanguage {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

function applyToDocument(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

i18n.on('languageChanged', applyToDocument);

/** French unless the visitor chose otherwise (remembered on the device) or the link says `?lng=`. */
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: ['common', 'legal', 'errors'],
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      order: ['querystring', 'localStorage'],
      lookupQuerystring: 'lng',
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
  });

applyToDocument(currentLanguage());

export default i18n;
