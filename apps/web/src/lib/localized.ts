import type { TLanguage } from '@bi/domain';

/** Reference rows carry a name per language (`usage_Name`, `usage_Name_EN`, `usage_Name_AR`). */
export function localizedName<T extends Record<string, unknown>>(
  row: T,
  base: string,
  language: TLanguage,
): string {
  const suffix = language === 'en' ? '_EN' : language === 'ar' ? '_AR' : '';
  const value = row[`${base}${suffix}`] ?? row[base];
  return typeof value === 'string' ? value : '';
}
