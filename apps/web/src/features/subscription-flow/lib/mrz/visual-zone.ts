import { withoutDoubles } from './find-zone';
import { asLetter } from './look-alikes';
import type { TNames } from './names';

/** Letters OCR takes for one another in the printed names: a slip between them is the same name. */
const CONFUSED = ['OQD', 'ILJ', 'CG', 'EF', 'UV', 'MN', 'KX', 'HN'];
const confused = (a: string, b: string) => CONFUSED.some((group) => group.includes(a) && group.includes(b));

/** The zone's transliteration of German letters (ICAO 9303 part 3), beside plain accent stripping. */
const GERMAN: Record<string, string> = { Ä: 'AE', Ö: 'OE', Ü: 'UE', ß: 'SS' };

/**
 * A visual-zone line as the zone would write it: capitals without accents, digits OCR put for letters
 * back to letters, and anything else (hyphens, apostrophes, labels' punctuation) a space.
 */
function normalised(line: string, german: boolean): string {
  const upper = german ? line.toUpperCase().replace(/[ÄÖÜß]/g, (c) => GERMAN[c]!) : line.toUpperCase();
  return ` ${upper
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\d/g, (digit) => asLetter(digit) ?? ' ')
    .replace(/[^A-Z]+/g, ' ')
    .trim()} `;
}

/** Where `name` stands in `line` as whole words (the end of a cut name may stand inside one). */
function findName(line: string, name: string, cut: boolean): number {
  const parts = name.split(' ').filter(Boolean);
  if (parts.length === 0) return -1;
  const end = cut ? '' : '(?![A-Z])';
  const match = new RegExp(`(?<![A-Z])${parts.join(' ?')}${end}`).exec(line);
  return match ? match.index : -1;
}

/** The name with one letter the visual zone shows as its look-alike, spelled as the visual zone does. */
function oneSlip(line: string, name: string, cut: boolean): string | null {
  for (let index = 0; index < name.length; index += 1) {
    const char = name[index]!;
    for (const group of CONFUSED.filter((g) => g.includes(char))) {
      for (const other of group.replace(char, '')) {
        const respelled = name.slice(0, index) + other + name.slice(index + 1);
        if (!confused(char, other) || findName(line, respelled, cut) < 0) continue;
        // A Ç read through the zone's alphabet comes out a G, where the zone writes C (ICAO 9303).
        return char === 'C' && other === 'G' ? name : respelled;
      }
    }
  }
  return null;
}

/**
 * The name without one or two letters OCR read twice as look-alike neighbours ("YOQOUSSEF", its O read
 * three times, for YOUSSEF): what the zone says when its names line came out too long.
 */
function undoubled(name: string): string[] {
  const once = withoutDoubles(name, name.length - 1);
  return [...new Set([...once, ...once.flatMap((fewer) => withoutDoubles(fewer, fewer.length - 1))])];
}

/**
 * The names as the visual zone shows them: each as the zone spells it when the printed page shows it,
 * or as the page spells it when the two differ by one letter OCR confuses or by a letter or two the
 * zone read twice; null when the page does not show both. `slipped` when the page and the zone
 * disagreed on a letter: no check digit covers either, and either may be the misread one (a fresh
 * seed's page read IOAN as JOAN), so the driver is asked to check it.
 */
export function confirmNames(
  names: TNames,
  visual: readonly string[],
  cut: { lastName: boolean; firstName: boolean },
  /** The names line was read too long: a letter may have been read twice. */
  long = false,
): (TNames & { slipped: boolean }) | null {
  const lines = visual.flatMap((line) => [normalised(line, false), normalised(line, true)]);
  let slipped = false;
  const confirm = (name: string, cut: boolean) => {
    if (!name) return name;
    if (lines.some((line) => findName(line, name, cut) >= 0)) return name;
    const slip = lines.map((line) => oneSlip(line, name, cut)).find((found) => found !== null);
    if (slip) slipped ||= slip !== name;
    if (slip || !long) return slip ?? null;
    return undoubled(name).find((fewer) => lines.some((line) => findName(line, fewer, cut) >= 0)) ?? null;
  };
  const lastName = confirm(names.lastName, cut.lastName);
  const firstName = confirm(names.firstName, cut.firstName);
  return lastName !== null && firstName !== null && lastName !== '' ? { lastName, firstName, slipped } : null;
}

/**
 * Whether the page shows `name` with one of its letters fewer: where the zone's names line was read a
 * character too long, the two readings then disagree on a letter the zone may have made up (a fresh
 * seed's passport, "JOHANNA<MARTIA" in the zone, JOHANNAMARIA on the page), and neither is sure.
 */
export function shownWithLetterFewer(name: string, visual: readonly string[]): boolean {
  const lines = visual.flatMap((line) => [normalised(line, false), normalised(line, true)]);
  return [...name].some(
    (char, index) =>
      char !== ' ' &&
      lines.some((line) => findName(line, name.slice(0, index) + name.slice(index + 1), false) >= 0),
  );
}
