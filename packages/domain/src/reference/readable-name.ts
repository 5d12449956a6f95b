import type { TLanguage } from '../messages/index';

/** Words a title keeps in lower case after its first word. */
const SMALL_WORDS = new Set([
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'et',
  'à',
  'au',
  'aux',
  'en',
  'sur',
  'of',
  'and',
  'the',
]);

/** Abbreviations the reference data uses, said letter by letter: they stay in capitals ("GPL", not "Gpl"). */
const ACRONYMS = new Set(['GPL', 'GNV', 'GNC', 'TTC', 'RC', 'SUV', 'CMI']);

/** A name in capitals only (the reference data's "TOURISME", "1 MOIS", an office's name). */
const isShouted = (text: string) => /\p{Lu}.*\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);

/** The reference data types the cubic centimetre as "CM3" (and "سم3"): people read "cm³". */
const withUnitSymbols = (text: string) =>
  text.replace(
    /(\d\s*)(cm|سم)3(?!\d)/giu,
    (_, number: string, unit: string) => `${number}${unit.toLowerCase()}³`,
  );

/**
 * A reference name as people write it, for every screen: the reference data writes many names in
 * capitals ("CAMIONNETTE ET UTILITAIRE", "5 JOURS", "POSTE FRONTIÈRE TANGER MED"), read as shouting.
 * A term reads in sentence case ("Camionnette et utilitaire"), a proper name in title case ("Poste
 * Frontière Tanger Med"). Names already in mixed case, and Arabic, are left as they are.
 */
export function readableName(text: string, language: TLanguage, style: 'term' | 'proper' = 'term'): string {
  if (!isShouted(text)) return withUnitSymbols(text);
  const locale = language === 'ar' ? 'fr' : language;
  const lower = text.toLocaleLowerCase(locale);
  const cased =
    style === 'term'
      ? lower.charAt(0).toLocaleUpperCase(locale) + lower.slice(1)
      : lower.replace(/\p{L}[\p{L}'’]*/gu, (word, offset: number) =>
          offset > 0 && SMALL_WORDS.has(word)
            ? word
            : word.charAt(0).toLocaleUpperCase(locale) + word.slice(1),
        );
  return withUnitSymbols(
    cased.replace(/\p{L}+/gu, (word) => {
      const upper = word.toLocaleUpperCase(locale);
      return ACRONYMS.has(upper) ? upper : word;
    }),
  );
}
