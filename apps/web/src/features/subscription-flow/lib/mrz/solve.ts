import { charValue, weightAt } from './check-digit';
import { type TLayout, type TSpan, slice } from './layouts';
import type { TChoice, TRepaired } from './repair';

type TCell = { line: number; index: number };
type TResolvedCheck = { digit: TCell; cells: TCell[] };

/** A spelling of the zone every check digit holds for, and how many characters it changed. */
export type TSpelling = { lines: string[]; changes: number };

/** Beyond three respelled characters a reading is more likely luck than the document. */
const MAX_CHANGES = 3;

const cellsOf = (spans: TSpan[]) =>
  spans.flatMap(({ line, start, end }) =>
    Array.from({ length: end - start }, (_, offset) => ({ line, index: start + offset })),
  );

/**
 * The document number's check: over its 9 characters, or (ICAO 9303, a number longer than the field)
 * over them and the rest of it at the head of the optional data, which its check digit ends. Issuers
 * differ on counting the filler that marks the overflow (Portugal's specimens do, Belgium's both do
 * and do not), so both are tried, as mrz does.
 */
function numberChecks(layout: TLayout, lines: readonly string[]): TResolvedCheck[] {
  const { line, at, over, overflow } = layout.number;
  if (lines[line]![at] !== '<' || !overflow) return [{ digit: { line, index: at }, cells: cellsOf(over) }];
  const end = slice(lines, overflow).indexOf('<');
  if (end < 1) return [];
  const digit = { line, index: overflow.start + end - 1 };
  const tail = cellsOf([{ line, start: overflow.start, end: overflow.start + end - 1 }]);
  return [
    { digit, cells: [...cellsOf(over), ...tail] },
    { digit, cells: [...cellsOf(over), { line, index: at }, ...tail] },
  ];
}

/** The zone's check digits, once for each way its document number's may be computed. */
function resolveChecks(layout: TLayout, lines: readonly string[]): TResolvedCheck[][] {
  const others = layout.checks.map(({ line, at, over }) => ({
    digit: { line, index: at },
    cells: cellsOf(over),
  }));
  return numberChecks(layout, lines).map((number) => [number, ...others]);
}

const key = ({ line, index }: TCell) => line * 100 + index;

/**
 * Every spelling of the repaired zone, changing at most MAX_CHANGES of its unsettled characters to a
 * look-alike, for which every check digit holds. Sums are kept per check and moved by each change, so
 * thousands of spellings cost little.
 */
export function spellings(layout: TLayout, { lines, choices }: TRepaired): TSpelling[] {
  const found = resolveChecks(layout, lines).flatMap((checks) => search(checks, lines, choices));
  return [...new Map(found.map((spelling) => [spelling.lines.join(''), spelling])).values()];
}

function search(checks: TResolvedCheck[], lines: readonly string[], choices: TChoice[]): TSpelling[] {
  const choiceAt = new Map(choices.map((choice, index) => [key(choice), index]));
  const weights = checks.map(
    ({ cells }) => new Map(cells.map((cell, index) => [key(cell), weightAt(index)])),
  );
  const base = checks.map(({ cells }) =>
    cells.reduce((sum, cell, index) => sum + charValue(lines[cell.line]![cell.index]!) * weightAt(index), 0),
  );
  const picks = choices.map(() => 0);
  const found: TSpelling[] = [];

  const charAt = (cell: TCell) => {
    const choice = choiceAt.get(key(cell));
    return choice === undefined ? lines[cell.line]![cell.index]! : choices[choice]!.options[picks[choice]!]!;
  };
  const holds = (sums: number[]) =>
    checks.every(({ digit, cells }, index) => {
      const expected = charAt(digit);
      if (expected === '<') return cells.every((cell) => charAt(cell) === '<');
      return /\d/.test(expected) && ((sums[index]! % 10) + 10) % 10 === Number(expected);
    });
  const delta = (choice: TChoice, option: string, check: number) =>
    (weights[check]!.get(key(choice)) ?? 0) * (charValue(option) - charValue(choice.options[0]!));

  // Spellings keeping a character the issuer never uses are passed through, never kept.
  const visit = (from: number, changes: number, sums: number[], forbidden: number) => {
    if (forbidden === 0 && holds(sums)) found.push({ lines: spell(lines, choices, picks), changes });
    if (changes === MAX_CHANGES) return;
    for (let index = from; index < choices.length; index += 1) {
      const choice = choices[index]!;
      for (let option = 1; option < choice.options.length; option += 1) {
        picks[index] = option;
        const next = sums.map((sum, check) => sum + delta(choice, choice.options[option]!, check));
        visit(index + 1, changes + 1, next, forbidden - (choice.readAllowed ? 0 : 1));
      }
      picks[index] = 0;
    }
  };
  visit(0, 0, base, choices.filter(({ readAllowed }) => !readAllowed).length);
  return found;
}

function spell(lines: readonly string[], choices: TChoice[], picks: number[]): string[] {
  const chars = lines.map((line) => [...line]);
  choices.forEach((choice, index) => {
    chars[choice.line]![choice.index] = choice.options[picks[index]!]!;
  });
  return chars.map((line) => line.join(''));
}
