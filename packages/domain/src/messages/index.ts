import ar from './ar.json';
import en from './en.json';
import fr from './fr.json';

export const LANGUAGES = ['fr', 'en', 'ar'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'fr';

type TCatalogue = typeof fr;
type TPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${TPaths<T[K]>}`;
}[keyof T & string];

/** Keys of the messages the API answers with and the web shows, e.g. `cover.vehicleTooOld`. */
export type TMessageKey = TPaths<TCatalogue>;

/** The same catalogue the web app loads as its `errors` namespace. */
export const MESSAGES: Record<TLanguage, TCatalogue> = { fr, en, ar };

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function lookup(catalogue: unknown, key: string): string | undefined {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
  return typeof found === 'string' ? found : undefined;
}

/** Whether a text is one of the catalogue's keys, as schemas give them in their `message`. */
export function isMessageKey(value: unknown): value is TMessageKey {
  return typeof value === 'string' && lookup(MESSAGES[DEFAULT_LANGUAGE], value) !== undefined;
}

export function translate(
  language: TLanguage,
  key: TMessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = lookup(MESSAGES[language], key) ?? lookup(MESSAGES[DEFAULT_LANGUAGE], key) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
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
