import { readFileSync } from 'node:fs';
import path from 'node:path';

export type TLanguage = 'fr' | 'en' | 'ar';

const catalogues = new Map<string, Record<string, unknown>>();

function catalogue(language: TLanguage, namespace: string) {
  const key = `${language}/${namespace}`;
  if (!catalogues.has(key)) {
    const file = path.resolve(import.meta.dirname, `../src/locales/${language}/${namespace}.json`);
    catalogues.set(key, JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
  }
  return catalogues.get(key)!;
}

/**
 * The screen's own words in `language`, read from the app's catalogues, so a journey walks the
 * same screens in French and Arabic: `text('ar', 'flow.next')`, `text('fr', 'contracts:card.pay')`.
 */
export function text(language: TLanguage, key: string, values: Record<string, string | number> = {}) {
  const [namespace, dotted] = key.includes(':') ? key.split(':') : ['common', key];
  let found: unknown = catalogue(language, namespace!);
  for (const part of dotted!.split('.')) found = (found as Record<string, unknown> | undefined)?.[part];
  if (typeof found !== 'string') throw new Error(`No text ${key} in ${language}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A label as the screen shows it, with or without the asterisk of a required field. */
export const labelOf = (language: TLanguage, key: string) =>
  new RegExp(`^${escapeRegExp(text(language, key))}(\\s*\\*)?$`);
