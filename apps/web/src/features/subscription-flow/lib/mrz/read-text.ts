import { fitLength, withoutDoubles } from './find-zone';
import { LAYOUTS, type TLayout } from './layouts';
import { type TZoneReading, type TZoneVerdict, readZone } from './read-zone';

/** Passports first: a TD3's lines are too long to be mistaken for a card's. */
const ORDER = [LAYOUTS.TD3, LAYOUTS.TD1, LAYOUTS.FR_ID, LAYOUTS.TD2];

/** A line brought to the layout's length, and how many characters that took out beside fillers. */
type TFit = { line: string; slips: number };

/** Every way of taking one fitted spelling per line, the likeliest fits first. */
function combinations(fits: TFit[][]): { lines: string[]; slips: number }[] {
  return fits.reduce<{ lines: string[]; slips: number }[]>(
    (combos, options) =>
      combos.flatMap((combo) =>
        options.map((fit) => ({ lines: [...combo.lines, fit.line], slips: combo.slips + fit.slips })),
      ),
    [{ lines: [], slips: 0 }],
  );
}

/** A line's fits: fillers first, then a character read twice dropped, which counts as a slip. */
const fitsOf = (line: string, length: number): TFit[] => [
  ...fitLength(line, length).map((fitted) => ({ line: fitted, slips: 0 })),
  ...withoutDoubles(line, length).map((fitted) => ({ line: fitted, slips: 1 })),
];

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
  const fits = group.map((line) => fitsOf(line, layout.length));
  let best: TZoneVerdict | null = null;
  for (const { lines, slips } of combinations(fits)) {
    const verdict = readZone(layout, lines, printed);
    const changes = (verdict?.changes ?? Infinity) + slips;
    if (verdict && (!best || changes < best.changes)) best = { ...verdict, changes };
  }
  if (!best || best.reading === 'unsettled') return best?.reading ?? null;
  const namesLine = group[layout.names[0]!.line]!;
  return {
    ...best.reading,
    namesLine,
    ...(namesLine.length > layout.length && { longNamesLine: namesLine }),
  };
}

/**
 * The zone among the text's zone-shaped lines, in any format it fits; 'unsettled' when the first
 * whose check digits hold leaves its number open; null when none holds.
 */
export function readZoneLines(
  zone: readonly string[],
  printed: readonly string[],
): TZoneReading | 'unsettled' | null {
  for (const layout of ORDER) {
    const count = layout.kinds.length;
    for (let first = 0; first + count <= zone.length; first += 1) {
      const reading = readGroup(layout, zone.slice(first, first + count), printed);
      if (reading) return reading;
    }
  }
  return null;
}
