import type { TLanguage } from '../messages/index';

/**
 * Reference rows carry a name per language (`usage_Name`, `usage_Name_EN`, `usage_Name_AR`): the one in
 * the reader's language, else the French one.
 */
export function localizedName<T extends object>(row: T, base: string, language: TLanguage): string {
  const fields = row as Record<string, unknown>;
  const suffix = language === 'en' ? '_EN' : language === 'ar' ? '_AR' : '';
  const value = fields[`${base}${suffix}`] ?? fields[base];
  return typeof value === 'string' ? value : '';
}
