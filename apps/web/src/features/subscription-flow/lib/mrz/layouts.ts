export type TFormat = 'TD1' | 'TD2' | 'TD3' | 'FR_ID';

export type TSpan = { line: number; start: number; end: number };
export type TCheck = { line: number; at: number; over: TSpan[] };

export type TLayout = {
  format: TFormat;
  length: number;
  /**
   * One string of kinds a line, as long as the line: `n` a digit, `c` a check digit (or a filler where
   * the field it checks is empty or overflows), `a` a letter of a code, `s` the sex, `N` a name
   * (letters and fillers), `x` letters and digits alike, which only the check digits tell apart.
   */
  kinds: string[];
  /** Every check digit but the document number's, which may overflow into `overflow`. */
  checks: TCheck[];
  number: TCheck & { overflow?: TSpan };
  issuer: TSpan;
  /** The name field; the old French card has two, the surname's and the given names'. */
  names: TSpan[];
  /** Where a country puts the number its holder knows, when it is not the document number. */
  optional?: TSpan;
};

const span = (line: number, start: number, end: number): TSpan => ({ line, start, end });
const rep = (kind: 'n' | 'c' | 'a' | 's' | 'N' | 'x', times: number) => kind.repeat(times);

/** ICAO 9303 parts 4 to 6, and the French card of 1988–2021 (mrz's FRENCH_NATIONAL_ID). */
export const LAYOUTS: Record<TFormat, TLayout> = {
  TD3: {
    format: 'TD3',
    length: 44,
    kinds: [
      rep('a', 5) + rep('N', 39),
      `${rep('x', 9)}c${rep('a', 3)}${rep('n', 7)}s${rep('n', 7)}${rep('x', 14)}cn`,
    ],
    number: { line: 1, at: 9, over: [span(1, 0, 9)] },
    checks: [
      { line: 1, at: 19, over: [span(1, 13, 19)] },
      { line: 1, at: 27, over: [span(1, 21, 27)] },
      { line: 1, at: 42, over: [span(1, 28, 42)] },
      { line: 1, at: 43, over: [span(1, 0, 10), span(1, 13, 20), span(1, 21, 43)] },
    ],
    issuer: span(0, 2, 5),
    names: [span(0, 5, 44)],
  },
  TD1: {
    format: 'TD1',
    length: 30,
    kinds: [
      `${rep('a', 5)}${rep('x', 9)}c${rep('x', 15)}`,
      `${rep('n', 7)}s${rep('n', 7)}${rep('a', 3)}${rep('x', 11)}n`,
      rep('N', 30),
    ],
    number: { line: 0, at: 14, over: [span(0, 5, 14)], overflow: span(0, 15, 30) },
    checks: [
      { line: 1, at: 6, over: [span(1, 0, 6)] },
      { line: 1, at: 14, over: [span(1, 8, 14)] },
      { line: 1, at: 29, over: [span(0, 5, 30), span(1, 0, 7), span(1, 8, 15), span(1, 18, 29)] },
    ],
    issuer: span(0, 2, 5),
    names: [span(2, 0, 30)],
    optional: span(0, 15, 30),
  },
  TD2: {
    format: 'TD2',
    length: 36,
    kinds: [
      rep('a', 5) + rep('N', 31),
      `${rep('x', 9)}c${rep('a', 3)}${rep('n', 7)}s${rep('n', 7)}${rep('x', 7)}n`,
    ],
    number: { line: 1, at: 9, over: [span(1, 0, 9)], overflow: span(1, 28, 35) },
    checks: [
      { line: 1, at: 19, over: [span(1, 13, 19)] },
      { line: 1, at: 27, over: [span(1, 21, 27)] },
      { line: 1, at: 35, over: [span(1, 0, 10), span(1, 13, 20), span(1, 21, 35)] },
    ],
    issuer: span(0, 2, 5),
    names: [span(0, 5, 36)],
  },
  // Line 1: IDFRA, surname, the issuing department and office; line 2: the card's 12-character
  // number (year and month of issue, department, serial: digits), given names, birth date, sex.
  FR_ID: {
    format: 'FR_ID',
    length: 36,
    kinds: [rep('a', 5) + rep('N', 25) + rep('x', 6), `${rep('n', 13)}${rep('N', 14)}${rep('n', 7)}sn`],
    number: { line: 1, at: 12, over: [span(1, 0, 12)] },
    checks: [
      { line: 1, at: 33, over: [span(1, 27, 33)] },
      { line: 1, at: 35, over: [span(0, 0, 36), span(1, 0, 35)] },
    ],
    issuer: span(0, 2, 5),
    names: [span(0, 5, 30), span(1, 13, 27)],
  },
};

export const slice = (lines: readonly string[], { line, start, end }: TSpan) =>
  lines[line]!.slice(start, end);
