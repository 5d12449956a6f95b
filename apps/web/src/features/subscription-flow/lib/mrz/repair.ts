import { states } from 'mrz';
import { DROPPED } from './dropped-characters';
import { restoreFillers, restoreNameFillers } from './fillers';
import { type TLayout, type TSpan, slice } from './layouts';
import { FILLER_LOOK_ALIKES, asDigit, asLetter, isDigit, isLetter, lookAlikes } from './look-alikes';
import { NUMBER_KINDS, allowedInNumber, optionalKinds } from './national';

/**
 * A position whose character only the check digits can settle, and what it may have been, as read
 * first; a reading the issuer's numbers never hold (an O in a Dutch number) must change.
 */
export type TChoice = { line: number; index: number; options: string[]; readAllowed: boolean };
export type TRepaired = { lines: string[]; choices: TChoice[]; country: string };

const SEX = new Set(['M', 'F', 'X', '<']);
/** Kinds left to the check digits: letters or digits (`x`), or only digits (`d`) or letters (`l`). */
const FIELD = new Set(['x', 'd', 'l']);

/** The character a position of `kind` holds when OCR read `char` there. */
function settle(kind: string, char: string): string {
  if (char === '<' || kind === 'x') return char;
  if (kind === 'n') return asDigit(char) ?? char;
  // A check digit stands as a filler where its field overflows or is empty.
  if (kind === 'c') return asDigit(char) ?? (FILLER_LOOK_ALIKES.has(char) ? '<' : char);
  if (kind === 's' && SEX.has(char)) return char;
  return asLetter(char) ?? char;
}

/** An issuing state read with a filler as a letter ("DK<" for Germany's "D<<"), when that makes one. */
function settleState(code: string): string {
  if (code.replaceAll('<', '') in states) return code;
  const restored = code[0]! + code.slice(1).replace(/./g, (c) => (FILLER_LOOK_ALIKES.has(c) ? '<' : c));
  return restored.replaceAll('<', '') in states ? restored : code;
}

function overwrite(kinds: string[], { line, start }: TSpan, text: string) {
  kinds[line] = kinds[line]!.slice(0, start) + text + kinds[line]!.slice(start + text.length);
}

/** The layout's kinds, narrowed where the issuing country's numbers are known to be stricter. */
function kindsFor(layout: TLayout, lines: string[], country: string): string[] {
  const kinds = [...layout.kinds];
  // Still settled by the check digits, among the look-alikes of the class the issuer uses there.
  const narrowed = (classes: string) => classes.replaceAll('n', 'd').replaceAll('a', 'l');
  const numberKinds = NUMBER_KINDS[`${layout.format} ${country}`];
  const number = layout.number.over[0]!;
  if (numberKinds) {
    overwrite(kinds, number, narrowed(numberKinds.slice(0, 9)));
    const overflow = layout.number.overflow;
    if (overflow && lines[number.line]![number.end] === '<') {
      overwrite(kinds, overflow, narrowed(numberKinds.slice(9)));
    }
  }
  const optional = layout.optional && optionalKinds(country, slice(lines, layout.optional));
  if (layout.optional && optional) overwrite(kinds, layout.optional, narrowed(optional));
  return kinds;
}

/**
 * Fillers a field holds after its content, put back where OCR read a letter: in numbers and optional
 * data, and (when `names`) after the names.
 */
function restoreFieldFillers(lines: readonly string[], kinds: readonly string[], names: boolean): string[] {
  return lines.map((line, lineIndex) =>
    [...kinds[lineIndex]!.matchAll(names ? /x+|N+/g : /x+/g)].reduce((text, { index, 0: run }) => {
      const end = index + run.length;
      const field = text.slice(index, end);
      const restored = run[0] === 'x' ? restoreFillers(field) : restoreNameFillers(field);
      return text.slice(0, index) + restored + text.slice(end);
    }, line),
  );
}

/** A check digit of an empty field (a passport's personal number) is a filler, whatever OCR made of it. */
function emptyFieldChecks(lines: string[], raw: readonly string[], layout: TLayout): string[] {
  const result = [...lines];
  for (const { line, at, over } of layout.checks) {
    const empty = over.every((span) => /^<+$/.test(slice(lines, span)));
    if (empty && FILLER_LOOK_ALIKES.has(raw[line]![at]!)) {
      result[line] = result[line]!.slice(0, at) + '<' + result[line]!.slice(at + 1);
    }
  }
  return result;
}

const DIGITS = [...'0123456789'];

/**
 * A check digit read as a character no digit looks like (an H for a 6) was not read at all: any
 * digit, which the composite check digit covering it settles. The composite itself, covered by none,
 * is not guessed.
 */
function unreadCheck(layout: TLayout, lineIndex: number, index: number, settled: string): TChoice | null {
  const composite = layout.checks[layout.checks.length - 1]!;
  if (isDigit(settled) || settled === '<') return null;
  if (composite.line === lineIndex && composite.at === index) return null;
  return { line: lineIndex, index, options: [settled, ...DIGITS], readAllowed: false };
}

type TPosition = { line: string; kinds: string; lineIndex: number; index: number };

/**
 * What a letter or digit of a number or optional data may have been: its look-alikes the issuer's
 * numbers allow, and a filler when it ends the field's content (a K weighs what a filler does modulo
 * 10, so only a second spelling makes its doubt seen).
 */
function choiceAt(
  layout: TLayout,
  country: string,
  { line, kinds, lineIndex, index }: TPosition,
): TChoice | string {
  const char = line[index]!;
  const number = layout.number.over[0]!;
  const inNumber = lineIndex === number.line && index >= number.start && index < number.end;
  const kind = kinds[index];
  const allowed = (option: string) =>
    (kind !== 'd' || isDigit(option)) &&
    (kind !== 'l' || isLetter(option)) &&
    (!inNumber || allowedInNumber(country, option));
  const options = [char, ...lookAlikes(char).slice(1).filter(allowed)];
  const endsContent = line[index + 1] === '<' || !FIELD.has(kinds[index + 1] ?? '');
  const mayEnd = line[index - 1] !== '<' && endsContent;
  // A lone character between fillers may be a filler of any shape, misread twice over.
  const alone = line[index - 1] === '<' && endsContent;
  if ((FILLER_LOOK_ALIKES.has(char) && mayEnd) || alone) options.push('<');
  // A letter its issuer never puts in a number with one look-alike it does (a German number's O, which
  // can only be a 0) is settled as a date's letter is. Not a letter the shape alone rules out: fitted
  // two characters off, a French passport's "ZS5S95620" became 25SS95620 that way, a wrong number.
  // A 9 whose tail the blur lost reads as an O too, where the issuer prints none (a German
  // "TNHOY3W09" for TNH9Y3W09, a Dutch "TCRTWOGC6" for TCRTW9GC6, fresh seeds 36606 and 36611): a 9 for
  // a change, which only the page may vouch for (read-zone.ts): no check digit covers it alone.
  const forbidden = inNumber && !allowedInNumber(country, char);
  const tailLost = forbidden && char === 'O' && allowed('9') ? ['9'] : [];
  if (forbidden && options.length === 2) {
    const settled = options[1]!;
    return tailLost.length > 0
      ? { line: lineIndex, index, options: [settled, ...tailLost], readAllowed: true }
      : settled;
  }
  return { line: lineIndex, index, options: [...options, ...tailLost], readAllowed: allowed(char) };
}

/**
 * The zone's lines with every character whose kind decides it settled (a letter where a date is is
 * its digit twin, a digit in a name its letter twin, a filler read as a letter a filler again), and
 * the positions left to the check digits with the spellings OCR may have meant.
 */
export function repair(fitted: readonly string[], layout: TLayout, names = true): TRepaired {
  const restored = restoreFieldFillers(fitted, layout.kinds, names);
  const issuer = settleState(slice(restored, layout.issuer).replace(/\d/g, (d) => asLetter(d) ?? d));
  const country = issuer.replaceAll('<', '');
  const withIssuer = restored.map((line, index) =>
    index === layout.issuer.line ? line.slice(0, 2) + issuer + line.slice(5) : line,
  );
  const kinds = kindsFor(layout, withIssuer, country);
  const choices: TChoice[] = [];
  const lines = withIssuer.map((line, lineIndex) =>
    [...line]
      .map((char, index) => {
        const kind = kinds[lineIndex]![index]!;
        // A check digit OCR lost (dropped-characters.ts): any digit, as one read as an H is.
        if (char === DROPPED) {
          choices.push({ line: lineIndex, index, options: [char, ...DIGITS], readAllowed: false });
          return char;
        }
        if (kind === 'c') {
          const settled = settle(kind, char);
          const unread = unreadCheck(layout, lineIndex, index, settled);
          if (unread) choices.push(unread);
          return settled;
        }
        if (!FIELD.has(kind) || char === '<') return settle(kind, char);
        const choice = choiceAt(layout, country, { line, kinds: kinds[lineIndex]!, lineIndex, index });
        if (typeof choice === 'string') return choice;
        if (choice.options.length > 1 || !choice.readAllowed) choices.push(choice);
        return choice.options[0]!;
      })
      .join(''),
  );
  return { lines: emptyFieldChecks(lines, fitted, layout), choices, country };
}
