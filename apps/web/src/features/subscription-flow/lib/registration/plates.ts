import { PLATE_FORMATS, type TPlateFormat } from './plate-formats';
import { SMALL_AS_CAPITALS } from './small-capitals';

/** A plate in its country's format, as step 3 takes it, and that country (ISO 3166 alpha-2). */
export type TPlate = { plate: string; country?: string };

const DIGIT = '[0-9OoIl]';
const kind = (group: string) => (/^\[1-9|^\(\?:%D|^%D/.test(group) ? 'D' : 'L');

/**
 * What OCR reads for a letter a format's letters hold: 1 or l for I, 0 for O (Belgium's
 * "2-1VS-665", Portugal's "P1-39-QZ"), a closing parenthesis for J, whose hook it has
 * (Portugal's "FX-19-)G", France's "LS-795-N)"), and a closing bracket where no I is (Italy's "WD
 * 428V]"), ¥ for a Y whose arms the blur joined (Belgium's "1¥10-513"), and the small letters shaped
 * as their capitals. France, Spain, Italy and the Netherlands leave I and O out.
 */
function letterLookAlikes({ letters, groups, runTogether }: TPlateFormat): string {
  const holds = (letter: string) => new RegExp(`[${letters}]`).test(letter);
  const j = holds('J') ? (holds('I') ? ')' : ')\\]') : '';
  // OCR also reads a capital twice, the second small ("B Ww 896" for B W 896): where a group's length
  // varies or two groups run together, the format cannot tell, so small letters are no letters there.
  const fixed = !runTogether && !groups.some((group) => /%L\{\d+,/.test(group));
  const small = fixed ? [...SMALL_AS_CAPITALS].filter((letter) => holds(letter.toUpperCase())).join('') : '';
  return `${holds('I') ? '1l' : ''}${holds('O') ? '0' : ''}${j}${holds('Y') ? '¥' : ''}${small}`;
}

/** A format as a pattern anchored at the start of the text its field code is followed by. */
function compile(format: TPlateFormat): RegExp {
  const marks = format.separators ?? '-–—.=';
  const letter = `[${format.letters}${letterLookAlikes(format)}]`;
  const groups = format.groups.map((group) => `(${group.replaceAll('%L', letter).replaceAll('%D', DIGIT)})`);
  // Two groups of the same kind need something between them to be told apart ("AB-CD-12"). A hyphen
  // may come out as a hyphen and an equals sign ("OD=-35-HB", fresh seed 36607's Portuguese plate).
  const mark = `(?:[${marks}]|=-|-=)`;
  const pattern = groups.reduce((joined, group, at) => {
    const needed = kind(format.groups[at - 1]!) === kind(format.groups[at]!);
    const apart =
      at === 1 && format.runTogether ? '' : needed ? `(?:\\s*${mark}\\s*|\\s+)` : `\\s*${mark}?\\s*`;
    return `${joined}${apart}${group}`;
  });
  // A mark run into the last character ("LS-795-N]") may be a character OCR misread: no plate.
  return new RegExp(`^${pattern}(?![^\\s,;])`, 'u');
}

const COMPILED = PLATE_FORMATS.map((format) => ({ format, pattern: compile(format) }));

const asDigits = (group: string) => group.replace(/[Oo]/g, '0').replace(/[Il]/g, '1');
/** A group of letters with the look-alikes OCR reads for them put back (0 O, 1 l I, ) ] J, ¥ Y), in capitals. */
export const asLetters = (group: string) =>
  group.replace(/0/g, 'O').replace(/[1l]/g, 'I').replace(/[)\]]/g, 'J').replaceAll('¥', 'Y').toUpperCase();

/**
 * The plate as its country prints it, or none when a group of letters holds only digits' look-alikes.
 * A J's hook read as a bracket is no digit's: a Dutch plate's lone last letter read so after its
 * hyphen ("FG-235-)", fresh seed 36604) is a J, which the plate's second reading must still agree
 * with. Not a bracket standing alone after a space, which may be a border read for a letter lost.
 */
function rebuilt(format: TPlateFormat, match: RegExpExecArray): string | undefined {
  if (format.asPrinted) return match[0].replace(/\s+/g, ' ');
  const groups = format.groups.map((group, at) => ({ kind: kind(group), read: match[at + 1]! }));
  if (groups.some(({ kind, read }) => kind === 'L' && read.replace(/[01l]/g, '') === '')) return undefined;
  const bracketsOnly = groups.some(({ kind, read }) => kind === 'L' && /^[)\]]+$/.test(read));
  if (bracketsOnly && !/[-–—.=]\s*[)\]]+$/.test(match[0])) return undefined;
  // A bracket beside a J may be its hook read twice as well as another J: "HH J) 6054" for HH J 6054
  // (fresh seed 36609's German plate read again) would have been HH JJ 6054.
  if (groups.some(({ kind, read }) => kind === 'L' && /J[)\]]|[)\]]J/i.test(read))) return undefined;
  return groups
    .map(({ kind, read }) => (kind === 'D' ? asDigits(read) : asLetters(read)))
    .reduce((plate, group, at) => `${plate}${format.joins[at - 1]}${group}`);
}

/**
 * The plate that starts `text` (what follows field A), in a format of `country` when the certificate
 * names its country, else in the one country whose format it is. Formats of several countries that
 * read the same characters ("AB-123-CD" is French or Italian) give the plate without its country;
 * formats that read different characters give nothing.
 */
export function readPlate(text: string, country: string | undefined): TPlate | undefined {
  const found = COMPILED.flatMap(({ format, pattern }) => {
    if (country ? format.country !== country : format.needsCountry) return [];
    const match = pattern.exec(text);
    const plate = match ? rebuilt(format, match) : undefined;
    return plate === undefined ? [] : [{ plate, country: format.country }];
  });
  const characters = new Set(found.map(({ plate }) => plate.replace(/[^\p{L}\d]/gu, '')));
  if (found.length === 0 || characters.size > 1) return undefined;
  const countries = new Set(found.map((plate) => plate.country));
  return countries.size === 1 ? found[0] : { plate: found[0]!.plate };
}
