import { parse, states } from 'mrz';
import { type TFormat, type TLayout, type TSpan, slice } from './layouts';
import {
  NUMBER_KINDS,
  allowedInNumber,
  countryCode,
  hasFixedShape,
  hasIssuerShape,
  holderNumber,
  holderNumberUnchecked,
} from './national';
import { isDigit } from './look-alikes';
import { printedNumbers, printedOtherwise } from './printed-number';
import { hasStrayLookAlike } from './stray-look-alikes';
import { type TRepaired, repair } from './repair';
import { type TSpelling, spellings } from './solve';

/** What the zone's check digits vouch for, and the name fields they do not (but on the French card). */
export type TZoneReading = {
  format: TFormat;
  issuingCountry: string;
  documentNumber: string;
  nameFields: string[];
  /** The (first) names line as read, before it was brought to the layout's length. */
  namesLine?: string;
  /**
   * The names' line as read, when a character too long: a letter of a name may have been read twice,
   * or be the character too many.
   */
  longNamesLine?: string;
  /**
   * The number holds an L or a 1, a G or a 6 that its check digits cannot tell from its twin and the
   * page does not print: given as OCR read it, for the customer to check against the document.
   */
  numberToCheck?: boolean;
};

/**
 * A reading changing more than two characters is taken for luck: among the thousands of spellings
 * three changes make, some satisfy two check digits by chance (one in a hundred each).
 */
const MAX_SETTLED = 2;

const LIBRARY_FORMAT: Record<TFormat, string> = {
  TD1: 'TD1',
  TD2: 'TD2',
  TD3: 'TD3',
  FR_ID: 'FRENCH_NATIONAL_ID',
};

/**
 * The number a spelling gives once mrz (zakodium) parses it as the same format with every check digit
 * valid, a second reading of the zone by ICAO 9303's own rules; null when it does not.
 */
function numberOf(layout: TLayout, lines: string[], country: string): string | null {
  try {
    const result = parse(lines);
    const checks = result.details.filter(({ field }) => field?.endsWith('CheckDigit'));
    if (result.format !== LIBRARY_FORMAT[layout.format] || !result.documentNumber) return null;
    if (!checks.every(({ valid }) => valid)) return null;
    if (!hasIssuerShape(layout.format, country, result.documentNumber)) return null;
    const optional = layout.optional ? slice(lines, layout.optional) : '';
    return holderNumber(layout.format, country, result.documentNumber, optional);
  } catch {
    return null;
  }
}

/** The spelling to read (`pick`), if any, and the fewest changes of those giving a number. */
function choose(layout: TLayout, found: TSpelling[], country: string, printed: readonly string[]) {
  const valid = found.flatMap((spelling) => {
    const number = numberOf(layout, spelling.lines, country);
    return number === null ? [] : [{ ...spelling, number }];
  });
  const fewest = Math.min(...valid.map(({ changes }) => changes));
  return { chosen: pick(layout, valid, fewest, country, printed), changes: fewest };
}

/** Twins every check digit weighs alike (L is 21, G 16): only the page, or the eye, tells them apart. */
const EQUAL_TWINS = new Set(['1L', 'L1', '6G', 'G6']);

/** Two numbers of one length apart only where one has an L or a G and the other its 1 or 6. */
const equalTwins = (one: string, other: string) =>
  one.length === other.length &&
  [...one].every((char, index) => char === other[index] || EQUAL_TWINS.has(char + other[index]));

/**
 * The spelling to read: the one changing fewest characters, provided every spelling with at most one
 * change more gives the same number. Two numbers the check digits both allow are no confirmed reading,
 * unless the page prints one of them (a passport's number stands on its page too): L and 1, G and 6
 * weigh the same modulo 10, so no check digit ever tells them apart. `toCheck` when OCR's own reading
 * of such a twin is given unconfirmed (decision 034).
 */
function pick(
  layout: TLayout,
  valid: (TSpelling & { number: string })[],
  fewest: number,
  country: string,
  printed: readonly string[],
) {
  if (valid.length === 0 || fewest > MAX_SETTLED) return null;
  const near = valid.filter(({ changes }) => changes <= fewest + 1);
  const numbers = [...new Set(near.map(({ number }) => number))];
  const kinds = NUMBER_KINDS[`${layout.format} ${country}`];
  const onPage = printedNumbers(numbers, printed, kinds);
  const free = !hasFixedShape(layout.format, country);
  const allowed = (char: string) => allowedInNumber(country, char);
  const stray = (number: string) => free && hasStrayLookAlike(number, kinds, allowed);
  const doubtful = numbers.length > 1 || stray(numbers[0]!);
  const shown = doubtful ? onPage : numbers;
  const spellingOf = (number: string) =>
    near.filter((spelling) => spelling.number === number).sort((a, b) => a.changes - b.changes)[0]!;
  if (shown.length === 1) return { ...spellingOf(shown[0]!), toCheck: false };
  // Nothing printed settles an L or a 1: the character as OCR read it, where it read one of the twins
  // (the only number the fewest changes give), is shown for the customer to check, never confirmed.
  const asRead = [...new Set(valid.filter(({ changes }) => changes === fewest).map(({ number }) => number))];
  if (asRead.length !== 1) return null;
  const twins = numbers.filter((number) => number !== asRead[0]);
  if (!twins.every((twin) => equalTwins(asRead[0]!, twin))) return null;
  // So is a number whose letters and digits meet where OCR mixes them up, read whole as OCR gave it:
  // two slips the check digits would miss is the doubt, and a zone read without a change shows none.
  if (stray(asRead[0]!) && fewest > 0) return null;
  return { ...spellingOf(asRead[0]!), toCheck: true };
}

/**
 * An optional data the search respelled more than once, or once beside a respelled card number, where
 * it carries a holder number no check of its own covers: the composite alone settles one character,
 * but one respelling in ten holds it by chance, and the search tries many (a CNIE read "…0Q0866264<",
 * two characters too long, held it as OQ086626; one read "EQ0064204 2 0E035150" held as EQQ064204 and
 * QE035150, a Q for each of its 0s, fresh seed 36531). No reading, then: another size, or the page,
 * may read it as printed.
 */
function respelledUnchecked(layout: TLayout, repaired: TRepaired, lines: readonly string[]) {
  if (layout.optional === undefined || !holderNumberUnchecked(layout.format, repaired.country)) return false;
  const respelled = (span: TSpan) => {
    const [read, spelled] = [slice(repaired.lines, span), slice(lines, span)];
    return [...spelled].filter((char, index) => char !== read[index]).length;
  };
  const inOptional = respelled(layout.optional);
  return inOptional > 1 || (inOptional === 1 && respelled(layout.number.over[0]!) > 0);
}

/** Whether the page prints `number`, its letters and digits read by the issuer's shape (printedNumbers). */
const printedOnPage = (layout: TLayout, number: string, country: string, printed: readonly string[]) =>
  printedNumbers([number], printed, NUMBER_KINDS[`${layout.format} ${country}`]).length > 0;

/** A spelling the check digits chose, its number, and whether the driver should check it. */
type TChosen = TSpelling & { number: string; toCheck: boolean };

/**
 * The spelling as the page would have it: as chosen when the page prints its number or nothing like
 * it. When the page prints the number otherwise (printedOtherwise), the page's number if it alone, put
 * in the passport's zone, holds every check digit (two readings and the check digits agreeing); a
 * number the zone read as it stands, only when no number of the page holds them too: characters the
 * check digits weigh alike (8 and S, 9 and T, 0 and U) pass unseen, and two readings that both hold
 * and disagree settle nothing.
 */
function asPrinted(
  layout: TLayout,
  chosen: TChosen,
  { lines: read, country }: TRepaired,
  printed: readonly string[],
): TChosen | null {
  if (printedOnPage(layout, chosen.number, country, printed)) return chosen;
  // A number read as OCR gave it, no character of it respelled, is the zone's word against the page's
  // slip (a fresh seed's page printed ZKFW6KA99 for the ZKFW6K499 its zone read and held).
  const spans = [layout.number.over[0]!, ...(layout.optional ? [layout.optional] : [])];
  const asRead = spans.every((span) => slice(read, span) === slice(chosen.lines, span));
  const otherwise = printedOtherwise(chosen.number, printed);
  if (otherwise.length === 0) return chosen;
  if (layout.format !== 'TD3') return asRead ? chosen : null;
  const { line, start, end } = layout.number.over[0]!;
  const respelled = (number: string) =>
    chosen.lines.map((text, index) =>
      index === line ? text.slice(0, start) + number + text.slice(end) : text,
    );
  const holding = [...new Set(otherwise)].filter(
    (number) => numberOf(layout, respelled(number), country) === number,
  );
  if (asRead) return holding.length === 0 ? chosen : null;
  const number = holding.length === 1 ? holding[0]! : null;
  return number === null ? null : { ...chosen, lines: respelled(number), number, toCheck: false };
}

/**
 * Whether OCR read the number's own check digit as no digit (or lost it): the search then takes any
 * digit the composite allows, and since every weight is prime to 10 one always does, so no check digit
 * is left on the number. A German card read "TS50LGLGPFO", a 5 read twice and the line a character
 * long, put its F where the check digit stands and held T550LGLGP for T50LGLGPF (fresh seed 36540).
 */
function unreadNumberCheck(layout: TLayout, { lines }: TRepaired): boolean {
  const { line, at } = layout.number;
  const read = lines[line]![at]!;
  return read !== '<' && !isDigit(read);
}

/**
 * Whether the spelling put a 9 where OCR read an O (repair.ts, a 9 whose tail was lost). Over the
 * number the composite weighs each character as the number's own check digit does, so that one check
 * alone covers the change, and a 9 put there holds one time in ten against a digit misread elsewhere in
 * the number (a German H97907P0T read "H978O7P0T" held as H97897P0T): only the page may vouch for it.
 */
function nineForO(layout: TLayout, repaired: TRepaired, lines: readonly string[]): boolean {
  const span = layout.number.over[0]!;
  const [read, spelled] = [slice(repaired.lines, span), slice(lines, span)];
  return [...spelled].some((char, index) => char === '9' && read[index] !== '9');
}

/**
 * A number no check digit is left on (above) is the page's word or OCR's alone: confirmed when the
 * page prints it, else given for the driver to check, and not given at all where the check digits
 * would have left it in doubt even with theirs (an L or a 1, a G or a 6). A 9 put for an O is the
 * page's word alone.
 */
function uncheckedNumber(
  layout: TLayout,
  chosen: TChosen | null,
  repaired: TRepaired,
  printed: readonly string[],
): TChosen | null {
  if (!chosen || printedOnPage(layout, chosen.number, repaired.country, printed)) return chosen;
  if (nineForO(layout, repaired, chosen.lines)) return null;
  if (!unreadNumberCheck(layout, repaired)) return chosen;
  return chosen.toCheck ? null : { ...chosen, toCheck: true };
}

/** ICAO 9303's specimens are issued by Utopia, which mrz's list of states leaves out. */
const SPECIMEN_STATE = 'UTO';

const isFrenchCard = (line: string) => line.startsWith('IDFRA');

/**
 * What one spelling of the zone's lines gives: its reading, or 'unsettled' when the check digits
 * leave its number open, and the fewest characters a spelling giving a number of its issuer's changed
 * (none giving one: Infinity, no evidence beside another spelling that does).
 */
export type TZoneVerdict = { reading: TZoneReading | 'unsettled'; changes: number };

/**
 * The zone read from `lines` (brought to the layout's length already) as `layout`: null when it is
 * not that layout or no spelling holds. `printed` is the rest of the page, compacted.
 */
export function readZone(
  layout: TLayout,
  lines: readonly string[],
  printed: readonly string[],
): TZoneVerdict | null {
  let repaired = repair(lines, layout);
  if ((layout.format === 'FR_ID') !== isFrenchCard(repaired.lines[0]!)) return null;
  // A line fitted at the wrong place reads a code no state has; its check digits could still hold.
  if (!(repaired.country in states) && repaired.country !== SPECIMEN_STATE) return null;
  let found = spellings(layout, repaired);
  // The French card's check digit covers its names: a lone letter there may be a name's after all.
  if (found.length === 0 && layout.format === 'FR_ID') {
    repaired = repair(lines, layout, false);
    found = spellings(layout, repaired);
  }
  if (found.length === 0) return null;
  const { chosen: spelled, changes } = choose(layout, found, repaired.country, printed);
  if (!spelled || respelledUnchecked(layout, repaired, spelled.lines))
    return { reading: 'unsettled', changes };
  const chosen = uncheckedNumber(layout, asPrinted(layout, spelled, repaired, printed), repaired, printed);
  if (!chosen) return { reading: 'unsettled', changes };
  const reading = {
    format: layout.format,
    issuingCountry: countryCode(repaired.country),
    documentNumber: chosen.number,
    nameFields: layout.names.map((span) => slice(chosen.lines, span)),
    ...(chosen.toCheck && { numberToCheck: true }),
  };
  return { reading, changes };
}
