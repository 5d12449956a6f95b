import { fitLength } from './find-zone';
import { LAYOUTS, type TLayout } from './layouts';
import { type TZoneReading, readZone } from './read-zone';

/** Passports first: a TD3's lines are too long to be mistaken for a card's. */
const ORDER = [LAYOUTS.TD3, LAYOUTS.TD1, LAYOUTS.FR_ID, LAYOUTS.TD2];

/** Every way of taking one fitted spelling per line, the likeliest fits first. */
function combinations(fits: string[][]): string[][] {
  return fits.reduce<string[][]>(
    (combos, options) => combos.flatMap((combo) => options.map((option) => [...combo, option])),
    [[]],
  );
}

/**
 * The group of lines read as `layout`: the first way of fitting their lengths whose check digits hold
 * decides; if its number is unsettled, so is the group (another fit would only be a less likely one).
 */
function readGroup(
  layout: TLayout,
  group: readonly string[],
  printed: readonly string[],
): TZoneReading | null | 'unsettled' {
  const fits = group.map((line) => fitLength(line, layout.length));
  for (const lines of combinations(fits)) {
    const reading = readZone(layout, lines, printed);
    if (reading) return reading;
  }
  return null;
}

/** The zone among the text's zone-shaped lines, in any format it fits, or null. */
export function readZoneLines(zone: readonly string[], printed: readonly string[]): TZoneReading | null {
  for (const layout of ORDER) {
    const count = layout.kinds.length;
    for (let first = 0; first + count <= zone.length; first += 1) {
      const reading = readGroup(layout, zone.slice(first, first + count), printed);
      if (reading === 'unsettled') return null;
      if (reading) return reading;
    }
  }
  return null;
}
