/** A small seeded generator (mulberry32): the same seed gives the same cases on every machine. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type TRandom = () => number;
export const pick = <T>(random: TRandom, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

/** What OCR reads for each character it confuses, as photos of zones show (issue 36). */
const CONFUSIONS: Record<string, string> = {
  '0': 'ODQ',
  O: '0DQ',
  D: '0O',
  Q: '0O',
  '1': 'IL',
  I: '1L',
  L: '1I',
  '2': 'Z',
  Z: '2',
  '5': 'S',
  S: '5',
  '6': 'G',
  G: '6',
  '8': 'B',
  B: '8',
};
/** A faint filler comes back as one of these, K, L and C most often. */
const FILLER_MISREADS = 'KKLLCCEX4';

const positions = (lines: string[], test: (char: string) => boolean) =>
  lines.flatMap((line, row) =>
    [...line].flatMap((char, column) => (test(char) ? [[row, column] as const] : [])),
  );

function replaceAt(lines: string[], [row, column]: readonly [number, number], char: string) {
  lines[row] = lines[row]!.slice(0, column) + char + lines[row]!.slice(column + 1);
}

/**
 * The zone as a phone's photo and OCR may give it: `slips` characters misread (a look-alike for a
 * letter or digit, a letter for a filler), spaces put in, sometimes a filler too many or too few.
 */
export function corrupt(zone: readonly string[], slips: number, random: TRandom): string[] {
  const lines = [...zone];
  for (let slip = 0; slip < slips; slip += 1) {
    const fillers = positions(lines, (char) => char === '<');
    const confusable = positions(lines, (char) => char in CONFUSIONS);
    if (random() < 0.5 && confusable.length > 0) {
      const at = pick(random, confusable);
      replaceAt(lines, at, pick(random, [...CONFUSIONS[lines[at[0]]![at[1]]!]!]));
    } else if (fillers.length > 0) {
      replaceAt(lines, pick(random, fillers), pick(random, [...FILLER_MISREADS]));
    }
  }
  if (random() < 0.3) {
    const row = Math.floor(random() * lines.length);
    const run = /<{3,}/.exec(lines[row]!);
    if (run) {
      const extra = random() < 0.5 ? '<<' : '';
      lines[row] = lines[row]!.slice(0, run.index) + extra + lines[row]!.slice(run.index + 1);
    }
  }
  return lines.map((line) => {
    let spaced = line;
    const spaces = random() < 0.5 ? Math.floor(random() * 4) : 0;
    for (let space = 0; space < spaces; space += 1) {
      const at = 1 + Math.floor(random() * (spaced.length - 1));
      spaced = `${spaced.slice(0, at)} ${spaced.slice(at)}`;
    }
    return spaced;
  });
}
