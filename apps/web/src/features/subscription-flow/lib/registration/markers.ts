import type { TField } from './fields';
import { fieldOfLabel, inSmallLetters, LABEL_PATTERN } from './labels';

/**
 * Where a field's code or label stands in a line, and where its value starts. `pOrD`: a small "p.1"
 * is P.1 before a number (a displacement) and D.1 before a name (a make), the field given here.
 */
export type TMarker = { field: TField; start: number; end: number; pOrD?: TField };

// A code with a number: D.1, P.3, S.1, J.1, D.2.1 … as OCR reads them: "D1", "D,1", "P. 1", and 1 read
// as I, l or |. The read fields' codes (D, J, P, S) may lose their dot; the others (C.3, V.7 …) keep it,
// or Citroën's "C3" would end a model. Germany prints P.2 with P.4 ("P.2/P.4 85/3500"): one code.
const NUMBERED =
  /(?<![\p{L}\d])(?:([CDFJOPSUVYZ])\s?[.,]\s?([\dIl|])|([DJPS])([\dl|]))(?:\s?[.,]\s?\d)?(?:\s?\/\s?P\s?[.,]?\s?4)?(?![\p{L}\d])/gu;
const READ_NUMBERED: Record<string, TField> = {
  p1: 'P1',
  p2: 'P2',
  p3: 'P3',
  p6: 'P6',
  D1: 'D1',
  D2: 'D2',
  D3: 'D3',
  J1: 'J1',
  P1: 'P1',
  P2: 'P2',
  P3: 'P3',
  P6: 'P6',
  S1: 'S1',
};

// A code of one letter (A plate, B date, E VIN, G mass, J category, K approval, L axles, T speed …) is
// a code only when a value of its kind follows: punctuation, or a word with a digit. A bare number of
// up to three digits follows Mercedes' "A 180" or "E 220" as well as "T 180", so only L, Q and T take
// one. A plate may start with letters ("B MW 1234", "AB 123 CD") or with three digits ("452 CF 2A").
const SINGLE = /(?<![\p{L}\d])([ABEGHIJKLQRTXYZ])(?=\s*[:)]|\.\s|\.$|\s+\S*\d)/gu;
const BARE_NUMBER = /^\s+\d{1,3}(?![\S])/;
/**
 * A word mostly of small letters in front of a value printed in capitals: a label OCR read, as short
 * as three letters ("A won ML-90-0S", Portugal's Matrícula).
 */
function withoutSmallWordFirst(text: string): string {
  const word = /^\s+(\p{L}{3,})(?=\s)/u.exec(text);
  return word && inSmallLetters(word[1]!) ? text.slice(word[0].length) : text;
}
const PLATE_START = /^\s+(?:\p{L}{1,3}[\s-]+(?:\p{L}{1,2}\s*)?\d|\d{1,4}[\s-]*\p{L}{1,3}[\s-]*\d)/u;

const singleField = (letter: string): TField =>
  letter === 'A' || letter === 'B' || letter === 'J' ? letter : 'other';

function singleCodes(line: string): TMarker[] {
  const found: TMarker[] = [];
  for (const match of line.matchAll(SINGLE)) {
    const letter = match[1]!;
    const rest = line.slice(match.index + 1);
    if (BARE_NUMBER.test(rest) && !'LQT'.includes(letter)) continue;
    found.push({ field: singleField(letter), start: match.index, end: match.index + 1 });
  }
  // J run into its category by OCR ("JM1"): the EU category follows, with no room for a space.
  for (const match of line.matchAll(/(?<![\p{L}\d])J(?=[MNL][1-3]E?(?![\p{L}\d]))/gu))
    found.push({ field: 'J', start: match.index, end: match.index + 1 });
  for (const match of line.matchAll(/(?<![\p{L}\d])A(?=\s)/gu)) {
    // A grey label read beside the plate ("A Kkenteken 77-KVN-9") does not hide the plate after it.
    const after = line.slice(match.index + 1);
    const rest = withoutSmallWordFirst(after);
    const labelled = rest !== after && /^\s+\S*\d/.test(rest);
    if (PLATE_START.test(rest) || labelled)
      found.push({ field: 'A', start: match.index, end: match.index + 1 });
  }
  // Italy's "(A)" read in a small letter ("(a) MA 627 WT", fresh seed 36609): in its parentheses
  // and before a plate's start, never a word's "a".
  for (const match of line.matchAll(/\((a)\)/g)) {
    if (PLATE_START.test(line.slice(match.index + match[0].length)))
      found.push({ field: 'A', start: match.index + 1, end: match.index + 2 });
  }
  return found;
}

// The same codes read in small letters off a photo ("c.1", "s.1", "p.1"): c, j, s, z look like their
// capitals; a small p is a P or a D, which the value tells apart (TMarker's `pOrD`).
// Their dot may come out as an r ("pr3 GO").
const SMALL_NUMBERED = /(?<![\p{L}\d])([cjpsz])\s?[.,r]\s?([\dIl|])(?:\s?[.,]\s?\d)?(?![\p{L}\d])/gu;

/**
 * A stroke glued to a code's end: what the engine read for the value's first character, a 1 or an I
 * ("Pl} 560" for P.1 1560, fresh seed 36343), so the value after it is not read. Not a closing
 * parenthesis: Italy prints its codes "(P.1)", and OCR may lose the opening one ("P.1) 1968").
 */
const strokeAfter = (line: string, end: number) => /^[}\]|]/.test(line.slice(end));

function numberedCodes(line: string): TMarker[] {
  const marker = (letter: string, digitRead: string, match: RegExpMatchArray): TMarker => {
    const digit = digitRead.replace(/[Il|]/, '1');
    const [start, end] = [match.index!, match.index! + match[0].length];
    if (strokeAfter(line, end)) return { field: 'other', start, end };
    return {
      field: READ_NUMBERED[letter + digit] ?? 'other',
      start,
      end,
      ...(letter === 'p' && { pOrD: (READ_NUMBERED[`D${digit}`] ?? 'other') as TField }),
    };
  };
  return [
    ...[...line.matchAll(NUMBERED)].map((match) =>
      marker(match[1] ?? match[3]!, match[2] ?? match[4]!, match),
    ),
    ...[...line.matchAll(SMALL_NUMBERED)].map((match) =>
      marker(match[1] === 'p' ? 'p' : match[1]!.toUpperCase(), match[2]!, match),
    ),
  ];
}

const labels = (line: string): TMarker[] =>
  [...line.matchAll(LABEL_PATTERN)].map((match) => ({
    field: fieldOfLabel(match),
    start: match.index,
    end: match.index + match[0].length,
  }));

/** The codes and labels of a line (text without accents), in order, none inside another. */
export function markersOf(line: string): TMarker[] {
  const all = [...numberedCodes(line), ...labels(line), ...singleCodes(line)].sort(
    (a, b) => a.start - b.start || b.end - a.end,
  );
  const kept: TMarker[] = [];
  for (const marker of all) {
    const last = kept.at(-1);
    if (!last || marker.start >= last.end) kept.push(marker);
  }
  return kept;
}
