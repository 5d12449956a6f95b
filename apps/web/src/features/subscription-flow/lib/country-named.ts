import type { TPaysAnswer } from '@bi/domain';

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .trim()
    .toLocaleLowerCase();

/**
 * The country whose name, in any of our languages, is the text: what a phone's autofill writes in a
 * `country-name` field, in the phone's language rather than the page's.
 */
export function countryNamed(countries: readonly TPaysAnswer[], text: string): TPaysAnswer | undefined {
  const wanted = folded(text);
  if (!wanted) return undefined;
  return countries.find((country) =>
    [country.pays_Name, country.pays_Name_EN, country.pays_Name_AR].some((name) => folded(name) === wanted),
  );
}
