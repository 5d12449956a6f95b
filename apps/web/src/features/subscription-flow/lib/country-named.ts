import type { TPaysAnswer } from '@bi/domain';

/** Without accents, case or Arabic's spelling variants (أ إ آ are ا, ة is ه, ى is ي). */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
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

/**
 * The countries whose shown name holds the typed text, the names that start with it first, then those
 * with a word that does: typed "فرن", France comes before the French Southern Territories, which Arabic
 * alphabetical order puts first (a hurried tap on the first line chose them).
 */
export function countriesMatching<T>(
  options: readonly T[],
  typed: string,
  nameOf: (option: T) => string,
): T[] {
  const wanted = folded(typed);
  if (!wanted) return [...options];
  const rank = (name: string) => {
    if (name.startsWith(wanted)) return 0;
    if (name.split(/[\s'’(-]+/).some((word) => word.startsWith(wanted))) return 1;
    return name.includes(wanted) ? 2 : 3;
  };
  return options
    .map((option) => ({ option, rank: rank(folded(nameOf(option))) }))
    .filter(({ rank }) => rank < 3)
    .sort((a, b) => a.rank - b.rank)
    .map(({ option }) => option);
}
