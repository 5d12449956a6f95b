import MAKE_NAMES_AR from './data/make-names-ar.json';

/**
 * Arabic letters written several ways are one letter for a search: alef with hamza or madda, alef
 * maqsura and ya, ta marbuta and ha; diacritics, tatweel and spaces count for nothing.
 */
function normalizeArabic(text: string): string {
  return text
    .replace(/[\u064B-\u065F\u0670\u0640\s-]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه');
}

export const hasArabicLetters = (text: string) => /[\u0600-\u06FF]/.test(text);

/**
 * The makes (as the reference list names them) whose usual Arabic spellings hold the typed text: a
 * driver typing "بيجو" at step 3 finds PEUGEOT. The common makes only; the list itself stays Latin.
 */
export function makesNamedInArabic(typed: string): string[] {
  const wanted = normalizeArabic(typed);
  if (!wanted) return [];
  return Object.entries(MAKE_NAMES_AR as Record<string, string[]>)
    .filter(([, spellings]) => spellings.some((spelling) => normalizeArabic(spelling).includes(wanted)))
    .map(([name]) => name);
}
