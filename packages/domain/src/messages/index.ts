import ar from './ar.json';
import en from './en.json';
import fr from './fr.json';
import { withCountedMinutes } from './counted-minutes';
import { DEFAULT_LANGUAGE, type TLanguage } from './languages';

export * from './counted-minutes';
export * from './languages';

type TCatalogue = typeof fr;
type TPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${TPaths<T[K]>}`;
}[keyof T & string];

/** Keys of the messages the API answers with and the web shows, e.g. `cover.vehicleTooOld`. */
export type TMessageKey = TPaths<TCatalogue>;

/** The same catalogue the web app loads as its `errors` namespace. */
export const MESSAGES: Record<TLanguage, TCatalogue> = { fr, en, ar };

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
  const values: Record<string, string | number> = withCountedMinutes(language, params);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
