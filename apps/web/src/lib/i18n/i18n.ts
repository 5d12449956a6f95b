import { DEFAULT_LANGUAGE, directionOf, LANGUAGES, isLanguage, type TLanguage } from '@bi/domain';
import frErrors from '@bi/domain/messages/fr.json';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import frCommon from '../../locales/fr/common.json';
import { languageDetector } from './language-detector';
import { localeBackend } from './locale-backend';

export function currentLanguage(): TLanguage {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

const ARABIC_FACE = 'Noto Sans Arabic';

/**
 * The Arabic font's faces are fetched only once Arabic is shown: other visitors never pay for them.
 * A page written out in Arabic carries them already (build/prerender-pages.ts). Defined twice, the
 * second face would find the font the first gave up on (past font-display's 100 ms) in the cache
 * and swap it in, moving the text the visitor is reading.
 */
function loadScriptFonts(language: string) {
  if (language !== 'ar') return;
  // jsdom, under the screens' tests, has no font set.
  const defined =
    'fonts' in document &&
    [...document.fonts].some((face) => face.family.replace(/["']/g, '') === ARABIC_FACE);
  if (!defined) void import('../../styles/arabic-fonts.css');
}

function applyToDocument(language: string) {
  // A page written at build time has no document: its file carries the language (app/prerender.tsx).
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  loadScriptFonts(language);
}

i18n.on('languageChanged', applyToDocument);

/**
 * French unless the visitor chose otherwise (remembered on the device) or the link says `?lng=`.
 * `errors` is the domain's catalogue (the same sentences the API answers with). French ships in the
 * entry with French `common`: it is every language's fallback, so a failed request can always be
 * explained, even when another language's texts could not be fetched. The rest come from
 * `localeBackend`. Resolves once the active language's texts are there: render after it.
 */
export const i18nReady = i18n
  .use(languageDetector)
  .use(localeBackend)
  .use(initReactI18next)
  .init({
    resources: { fr: { common: frCommon, errors: frErrors } },
    partialBundledLanguages: true,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: ['common', 'errors'],
    interpolation: { escapeValue: false },
    returnNull: false,
  });

// Not before: until the texts are there the language is not known, and a page written out in Arabic
// would flip to left-to-right and back (app/prerender.tsx).
void i18nReady.then(() => applyToDocument(currentLanguage()));

export default i18n;
