import type { TLayout } from './layouts';
import { dniLetter } from './national';

/** A check digit OCR lost: any digit, which the check digits covering it settle (repair.ts). */
export const DROPPED = '?';

/** Where Spain's DNI stands in a TD1 card's first line: 8 digits and the letter they give. */
const DNI_DIGITS = { start: 15, end: 23 };

const insert = (line: string, at: number, char: string) => line.slice(0, at) + char + line.slice(at);

/**
 * A line one character short that lost a character its own rule gives back, not a filler: a check
 * digit between its field and the fillers (read nowhere else: it stands as DROPPED, settled by the
 * composite check digit), the composite at the line's end after its fillers (DROPPED, read only when
 * the rest holds as read, readGroup), or a Spanish DNI's letter after its 8 digits, which they give
 * (modulo 23). On fresh seeds' cards OCR read each of them at every letter size as nothing, a lone
 * character between a field and its fillers: the 6 of "CA68019PV6<<<", a DNI's J, a composite 1.
 */
export function droppedCharacters(line: string, layout: TLayout, lineIndex: number): string[] {
  if (line.length !== layout.length - 1) return [];
  const composite = layout.checks[layout.checks.length - 1]!;
  const fitted: string[] = [];
  const { number } = layout;
  if (number.line === lineIndex && line[number.at] === '<' && line[number.at - 1] !== '<')
    fitted.push(insert(line, number.at, DROPPED));
  const atEnd = composite.line === lineIndex && composite.at === layout.length - 1;
  // The French card's last check digit covers its names too: it is never guessed.
  if (atEnd && layout.format !== 'FR_ID' && line.endsWith('<')) fitted.push(line + DROPPED);
  const digits = line.slice(DNI_DIGITS.start, DNI_DIGITS.end);
  const spanish = layout.format === 'TD1' && lineIndex === 0 && line.slice(2, 5) === 'ESP';
  if (spanish && /^\d{8}$/.test(digits) && line[DNI_DIGITS.end] === '<')
    fitted.push(insert(line, DNI_DIGITS.end, dniLetter(digits)));
  return fitted;
}

/** Whether a fitted zone guessed its composite check digit, which nothing then checks. */
export const guessedComposite = (layout: TLayout, lines: readonly string[]) => {
  const composite = layout.checks[layout.checks.length - 1]!;
  return lines[composite.line]![composite.at] === DROPPED;
};
