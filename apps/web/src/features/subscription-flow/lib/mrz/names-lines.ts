import { restoreNameFillers } from './fillers';
import { splitText, withoutDoubles } from './find-zone';
import { asLetter } from './look-alikes';
import type { TLayout } from './layouts';

/** OCR reads a line one or two characters too long or short, as `fitLength` allows. */
const SLACK = 2;

const withoutEndFillers = (line: string) => line.replace(/<+$/, '');

/**
 * The names line of each reading of the zone in `text` that has all of the layout's lines: the
 * readings at each size stand apart by a blank line.
 */
function namesLinesRead(text: string, layout: TLayout): string[] {
  return text.split(/\r?\n[ \t]*\r?\n/).flatMap((block) => {
    const { zone } = splitText(block);
    const whole =
      zone.length === layout.kinds.length &&
      zone.every((line) => Math.abs(line.length - layout.length) <= SLACK);
    return whole ? [withoutEndFillers(zone[layout.names[0]!.line]!)] : [];
  });
}

/**
 * True when the readings of the zone alone in `zoneText` (two at least) all give one names line, and
 * not `namesLine`, the one read elsewhere: no check digit covers a TD1's or a TD3's names.
 */
export function namesLineContradicted(zoneText: string, layout: TLayout, namesLine: string): boolean {
  const lines = namesLinesRead(zoneText, layout);
  return (
    lines.length >= 2 && lines.every((line) => line === lines[0]) && lines[0] !== withoutEndFillers(namesLine)
  );
}

/**
 * The name field as another reading of the zone gave it at its length, when that line is `longLine`,
 * read a character too long, without one of two look-alike neighbours: the two readings agree on
 * which was read twice ("R0OSSI<<GIUSEPPE" at 24 px, "ROSSI<<GIUSEPPE" at 30 px on a fresh seed's
 * card). Null when no reading says so.
 */
export function agreeingNameField(zone: readonly string[], layout: TLayout, longLine: string): string | null {
  const fits = withoutDoubles(longLine, layout.length);
  const agreeing = zone.find((line) => fits.includes(line));
  if (agreeing === undefined) return null;
  const { start, end } = layout.names[0]!;
  return restoreNameFillers(agreeing.slice(start, end).replace(/\d/g, (digit) => asLetter(digit) ?? digit));
}
