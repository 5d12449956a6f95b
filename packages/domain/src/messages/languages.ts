/*
 * The languages on their own, without the catalogues: the browser's first visit needs these and
 * only its own language's messages.
 */
export const LANGUAGES = ['fr', 'en', 'ar'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'fr';

/**
 * The visitor's chosen language, also sent as a cookie: the server picks which written-out page to
 * send (a page written at build time paints in the visitor's language before any script runs).
 */
export const LANGUAGE_COOKIE = 'bi.language';

/** Arabic reads right to left; the others left to right. */
export const directionOf = (language: string): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Picks the first supported language of an `Accept-Language` header, by its q-weights. */
export function negotiateLanguage(header: string | undefined): TLanguage | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...options] = part.trim().split(';');
      const q = options.map((option) => option.trim()).find((option) => option.startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0], weight: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  return ranked.map((entry) => entry.base).find(isLanguage);
}

/**
 * The language a visitor chose: the link's `?lng=` wins (French when it names none of ours), then the
 * choice remembered on their device; undefined when neither says. The web app's language detector
 * reads it from the address and the device, the server from the address and the cookie that mirrors
 * the device (decision 022), so both show a written-out page in the same language.
 */
export function chosenLanguage(link: string | null, remembered: string | undefined): TLanguage | undefined {
  if (link !== null) return negotiateLanguage(link) ?? DEFAULT_LANGUAGE;
  return isLanguage(remembered) ? remembered : undefined;
}

/**
 * The first of our languages a device lists, in its order of preference (`navigator.languages`): what
 * a visitor who chose none is shown, French when it lists none of ours. The server reads the same
 * preference in `Accept-Language` (`negotiateLanguage`) for the pages it sends.
 */
export function deviceLanguage(tags: readonly string[]): TLanguage | undefined {
  return tags.map((tag) => tag.trim().toLowerCase().split('-')[0]).find(isLanguage);
}
