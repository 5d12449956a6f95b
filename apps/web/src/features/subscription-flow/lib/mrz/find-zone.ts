import { asLetter, lookAlikes } from './look-alikes';

/** The lengths of the zone's lines: TD1, TD2 and the old French card, TD3. */
const LENGTHS = [30, 36, 44];
/** OCR reads a line one or two characters too long or short, never more when the rest holds. */
const SLACK = 2;

/**
 * `zone` the lines shaped like the zone's, `runs` the same as read together: a blank line parts the
 * readings at each letter size and the page's blocks, and a zone's lines are never read apart.
 */
export type TTextLines = { zone: string[]; runs: string[][]; visual: string[] };

/** A line as the zone may hold it: capitals, digits and fillers, the spaces OCR put in dropped. */
export const compact = (line: string) =>
  line
    .toUpperCase()
    .replaceAll('«', '<<')
    .replace(/[^A-Z0-9<]/g, '');

const nearestLength = (length: number) => LENGTHS.find((target) => Math.abs(target - length) <= SLACK);

/** Long, and with fillers or a run of dates and numbers: the rest of a page (labels, names) is neither. */
function isZoneLine(line: string): boolean {
  if (nearestLength(line.length) === undefined) return false;
  return line.includes('<') || (line.match(/\d/g) ?? []).length >= 10;
}

/**
 * A card's first zone line whose closing fillers glare washed out: its document code and state, then
 * fillers, and too short for a zone line ("I<PRT255081135<XY14<<<C<" on a fresh seed's card).
 */
const isFadedFirstLine = (line: string) =>
  line.length >= FADED_LENGTH && /^[ACI][A-Z<][A-Z<]{3}.*<<.*<$/.test(line) && !isZoneLine(line);

/** Shorter, a line has lost more than fillers after its optional data (TD1: 15 to 30). */
const FADED_LENGTH = 20;

/**
 * A card's second zone line whose fillers glare washed out: its dates, sex and nationality, then what
 * is left of its fillers and its composite check digit ("9405103M2710028D< <<<<<0" on a fresh seed's
 * German card, every other line read right).
 */
const isFadedSecondLine = (line: string) =>
  line.length >= FADED_LENGTH && /^\d{7}[MFX<]\d{7}[A-Z<]{3}<+\d$/.test(line) && !isZoneLine(line);

/** A card's line that glare faded (above) with its fillers put back: the composite alone checks them. */
export function withFadedFillers(line: string, length: number, lineIndex: number): string | null {
  if (lineIndex === 0 && isFadedFirstLine(line)) return line.padEnd(length, '<');
  if (lineIndex === 1 && isFadedSecondLine(line))
    return line.slice(0, -1).padEnd(length - 1, '<') + line.at(-1)!;
  return null;
}

/** The text's lines split into those shaped like the zone's and the rest, the visual zone's. */
export function splitText(text: string): TTextLines {
  const runs: string[][] = [[]];
  const visual: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = compact(raw);
    if (isZoneLine(line) || isFadedFirstLine(line) || isFadedSecondLine(line)) runs.at(-1)!.push(line);
    // A line with fillers is the zone read at a length none of its formats has, never the page: as the
    // page, it would print the very number and names it was read to vouch for.
    else if (line.includes('<<')) continue;
    else if (raw.trim()) visual.push(raw);
    else if (runs.at(-1)!.length > 0) runs.push([]);
  }
  const read = runs.filter((run) => run.length > 0);
  return { zone: read.flat(), runs: read, visual };
}

/** Two or three consecutive lines of about one zone length, with fillers among them. */
export function looksLikeZone(lines: readonly string[]): boolean {
  return lines.some((line, index) => {
    const next = lines[index + 1];
    const target = nearestLength(line.length);
    return (
      next !== undefined &&
      target !== undefined &&
      target === nearestLength(next.length) &&
      `${line}${next}`.includes('<<')
    );
  });
}

/**
 * A line one character longer than `length` without one of two neighbours that look alike ("Z7Z5"
 * for ZZ5, "O0" for 0): OCR reads one blurred character twice, as itself and as its look-alike.
 * Which of the two was there, the check digits say.
 */
export function withoutDoubles(line: string, length: number): string[] {
  if (line.length !== length + 1) return [];
  return [...line].flatMap((char, index) => {
    const next = line[index + 1];
    if (next === undefined || next === char || !lookAlikes(char).includes(next)) return [];
    return [line.slice(0, index) + line.slice(index + 1), line.slice(0, index + 1) + line.slice(index + 2)];
  });
}

/** Whether two neighbours of `text` look alike: read from a line too long, one may be a double. */
export const hasLookAlikeNeighbours = (text: string) => withoutDoubles(text, text.length - 1).length > 0;

/**
 * The characters of `line` that read as `name` (its words joined by fillers) once a name's letters are
 * settled, a digit taken for its letter twin: "J0OAO" for JOOAO, where OCR read one O twice as two
 * look-alikes that settling made one letter. The name itself where the line does not hold it so.
 */
export function nameAsRead(name: string, line: string): string {
  const target = name.replaceAll(' ', '<');
  for (let start = 0; start + target.length <= line.length; start += 1) {
    const part = line.slice(start, start + target.length);
    if ([...part].every((char, index) => (asLetter(char) ?? char) === target[index])) return part;
  }
  return name;
}

/**
 * The spellings of `line` brought to `length`, likeliest first: OCR drops or doubles a filler in a
 * long run of them, or loses the last one, or reads a speck at an end as a character.
 */
export function fitLength(line: string, length: number): string[] {
  const difference = length - line.length;
  if (difference === 0) return [line];
  if (Math.abs(difference) > SLACK) return [];
  const runs = [...line.matchAll(/<{2,}/g)]
    .filter((run) => run[0].length + difference >= 1)
    // Of two runs alike, the later first: a names line's `<<` between surname and given names is as
    // long as its closing fillers, and taking the filler from it makes a separator guess of a letter.
    .sort((a, b) => b[0].length - a[0].length || b.index - a.index)
    .slice(0, 2);
  const fitted = runs.map((run) => {
    const end = run.index + run[0].length;
    return line.slice(0, run.index) + '<'.repeat(run[0].length + difference) + line.slice(end);
  });
  if (difference > 0) fitted.push(line + '<'.repeat(difference));
  else fitted.push(line.slice(0, length), line.slice(-difference));
  return [...new Set(fitted)];
}
