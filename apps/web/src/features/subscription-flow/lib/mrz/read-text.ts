import { droppedCharacters, guessedComposite } from './dropped-characters';
import { fitLength, withFadedFillers, withoutDoubles } from './find-zone';
import { LAYOUTS, type TLayout } from './layouts';
import { holderNumberUnchecked } from './national';
import { printedNumbers } from './printed-number';
import { type TZoneReading, type TZoneVerdict, readZone } from './read-zone';

/** Passports first: a TD3's lines are too long to be mistaken for a card's. */
const ORDER = [LAYOUTS.TD3, LAYOUTS.TD1, LAYOUTS.FR_ID, LAYOUTS.TD2];

/**
 * Characters changed and taken out beyond which a fit is luck, as the search's own bound (solve.ts): a
 * French passport's number read "60ZS5S9…", two characters long, cut at its head and respelled, held.
 */
const MAX_CHANGES = 3;

/**
 * A line brought to the layout's length, how many characters that took out beside fillers, and whether
 * a character cut off its head moved the document number's.
 */
type TFit = { line: string; slips: number; shifted?: boolean };
type TCombination = { lines: string[]; slips: number; shifted: boolean };

/** Every way of taking one fitted spelling per line, the likeliest fits first. */
function combinations(fits: TFit[][]): TCombination[] {
  return fits.reduce<TCombination[]>(
    (combos, options) =>
      combos.flatMap((combo) =>
        options.map((fit) => ({
          lines: [...combo.lines, fit.line],
          slips: combo.slips + fit.slips,
          shifted: combo.shifted || fit.shifted === true,
        })),
      ),
    [{ lines: [], slips: 0, shifted: false }],
  );
}

/** Whether fitting `line` into `fitted` cut a character before the number and so moved it. */
function movesNumber(layout: TLayout, lineIndex: number, line: string, fitted: string): boolean {
  const { line: numberLine, over } = layout.number;
  const { start, end } = over[0]!;
  return (
    lineIndex === numberLine &&
    content(line) > content(fitted) &&
    line.slice(start, end) !== fitted.slice(start, end)
  );
}

const content = (line: string) => line.replaceAll('<', '').length;

/**
 * A line's fits: fillers first, then a character read twice dropped or a character its rule gives
 * back put in. Each character taken out beside fillers is a slip, a speck read at an end too: cut
 * for free, the first letter of a Dutch number read "JFCRLIJT88" (its J read twice) went, and a
 * respelled I made "FCRLJJT88" hold as well as the J read twice dropped did.
 */
const fitsOf = (line: string, layout: TLayout, lineIndex: number): TFit[] => [
  ...(layout.format === 'TD1' ? [withFadedFillers(line, layout.length, lineIndex)] : [])
    .filter((faded) => faded !== null)
    .map((faded) => ({ line: faded, slips: 0 })),
  ...fitLength(line, layout.length).map((fitted) => ({
    line: fitted,
    slips: Math.max(0, content(line) - content(fitted)),
    shifted: movesNumber(layout, lineIndex, line, fitted),
  })),
  ...[...withoutDoubles(line, layout.length), ...droppedCharacters(line, layout, lineIndex)].map(
    (fitted) => ({ line: fitted, slips: 1 }),
  ),
];

/**
 * A composite check digit OCR lost is guessed, and a card's line that glare faded is taken as
 * holding fillers there, only for a zone whose every other check digit holds as read: nothing checks the
 * guess, and the composite alone the fillers put back, so no character may be changed on their word
 * (the guess is the one change), nor two of them at once, nor a Moroccan CIN read, which only the
 * composite covers.
 */
function unchecked(
  layout: TLayout,
  fadedLines: number,
  lines: readonly string[],
  verdict: TZoneVerdict,
): boolean {
  const guessed = guessedComposite(layout, lines);
  const faded = fadedLines > 0;
  if (!guessed && !faded) return false;
  const { reading } = verdict;
  const cin = reading !== 'unsettled' && holderNumberUnchecked(layout.format, reading.issuingCountry);
  return (guessed && faded) || fadedLines > 1 || cin || verdict.changes !== (guessed ? 1 : 0);
}

/**
 * The group of lines read as `layout`: of the ways of fitting their lengths whose check digits hold,
 * the one changing fewest characters (a character dropped included) decides, the likeliest fit first
 * among equals; if its number is unsettled, so is the group. A filler taken out of the wrong run can
 * be made to hold by a slip or two; the character OCR read twice, dropped, holds as read.
 */
function readGroup(
  layout: TLayout,
  group: readonly string[],
  printed: readonly string[],
): TZoneReading | null | 'unsettled' {
  const fits = group.map((line, lineIndex) => fitsOf(line, layout, lineIndex));
  // The group's lines that glare faded, the same for every way of fitting them.
  const fadedLines =
    layout.format === 'TD1'
      ? group.filter((line, index) => withFadedFillers(line, layout.length, index) !== null).length
      : 0;
  let best: (TZoneVerdict & { shifted: boolean }) | null = null;
  for (const { lines, slips, shifted } of combinations(fits)) {
    const verdict = readZone(layout, lines, printed);
    if (!verdict || unchecked(layout, fadedLines, lines, verdict)) continue;
    const changes = verdict.changes + slips;
    if (changes > MAX_CHANGES) continue;
    if (!best || changes < best.changes) best = { ...verdict, changes, shifted };
  }
  if (!best || best.reading === 'unsettled') return best?.reading ?? null;
  // A character cut off the number's head moves every one of its characters, and the number's check
  // digit alone then holds it (the composite weighs it alike): one time in ten by chance, more with
  // look-alikes. A fresh seed's passport read "DS8TX9WFO92…", its 9 read as O9, cut at its D and
  // respelled, held as SBTX9WF09; its page printed DS8TX9WF9. Only the page may vouch for such a number.
  const { documentNumber } = best.reading;
  if (best.shifted && printedNumbers([documentNumber], printed).length === 0) return 'unsettled';
  const namesLine = group[layout.names[0]!.line]!;
  return {
    ...best.reading,
    namesLine,
    ...(namesLine.length > layout.length && { longNamesLine: namesLine }),
  };
}

/**
 * The zone among the text's zone-shaped lines, each run of them read together (splitText), in any
 * format it fits; 'unsettled' when the first whose check digits hold leaves its number open; null when
 * none holds. A group never spans two runs: a card's two lines read at one size and its first line
 * read at the next had made a names line of that first line, which no check digit covers (a fresh
 * seed's Spanish card, its names line not found, "Idesplabgizoz4so49bszg4p").
 */
export function readZoneLines(
  runs: readonly (readonly string[])[],
  printed: readonly string[],
): TZoneReading | 'unsettled' | null {
  for (const layout of ORDER) {
    const count = layout.kinds.length;
    for (const zone of runs) {
      for (let first = 0; first + count <= zone.length; first += 1) {
        const reading = readGroup(layout, zone.slice(first, first + count), printed);
        if (reading) return reading;
      }
    }
  }
  return null;
}
