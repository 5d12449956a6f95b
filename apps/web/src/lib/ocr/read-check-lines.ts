import { binarised } from './binarised';
import type { TMrzBand } from './find-mrz-lines';
import { normaliseContrast } from './gray-image';
import { ocrGray } from './ocr-image';
import { grayRegion, grown, type TRegion, type TStraightened } from './straightened-view';

/**
 * The zone's capitals are read at this height when read again otherwise (below), as at the first of
 * readBand's sizes.
 */
const LETTERS = 30;

/**
 * Where the names stand, by the zone's line count: a card's three lines end with them, a passport's
 * two begin with them. No check digit covers them there (the old French card's last digit does, and
 * its first line is names only): a second reading never supplies them.
 */
const namesLine = (lines: number) => (lines === 3 ? 2 : 0);

/** A reading's lines long enough to be the zone's (a line cut by a third still counts, a speck not). */
const zoneLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/\s/g, ''))
    .filter((line) => line.length >= 20);

const linePitch = ({ region, letterHeight, lines }: TMrzBand) =>
  (region.height - letterHeight) / Math.max(1, lines - 1);

/** The zone's line `index` with a margin: its letters' height, at the zone's line pitch. */
function lineRegion(band: TMrzBand, index: number): TRegion {
  const { region, letterHeight } = band;
  const line = { ...region, top: region.top + index * linePitch(band), height: letterHeight };
  return grown(line, 1.5 * letterHeight, 0.45 * linePitch(band));
}

/**
 * The lines a check digit covers, from `read`, with the names line of `first` (readBand's first
 * reading, the names read as before); null when either has not as many lines as the zone.
 */
function withNamesOf(read: readonly string[], first: string, lines: number): string | null {
  const names = zoneLines(first);
  if (read.length !== lines || names.length !== lines) return null;
  return read.map((line, index) => (index === namesLine(lines) ? names[index]! : line)).join('\n');
}

/**
 * The zone's lines that carry check digits, each read alone as one line (a TD1's first two, a
 * passport's second): read as a block, Tesseract read a card's second line starting "0302224" where
 * it prints "9302224", at every letter size; alone, "9302224" (seeds 36 005 to 36 008: 4 cards).
 */
export async function readCheckLinesAlone(
  view: TStraightened,
  band: TMrzBand,
  alphabet: string,
  first: string,
): Promise<string | null> {
  if (zoneLines(first).length !== band.lines) return null;
  const read: string[] = [];
  for (let index = 0; index < band.lines; index += 1) {
    if (index === namesLine(band.lines)) {
      read.push('');
      continue;
    }
    const text = await ocrGray(grayRegion(view, lineRegion(band, index), LETTERS / band.letterHeight), {
      characters: alphabet,
      segmentation: '7',
    });
    read.push(text.replace(/\s/g, ''));
  }
  return withNamesOf(read, first, band.lines);
}

/**
 * The zone read as a block once made black and white (binarised): glare or blur that made the engine's
 * own threshold lose a line's fillers or a run of its characters ("7103209F3309 T<<<" for
 * "7103209F3309254PRT<<<") leaves Sauvola's whole. Its names, which this reading garbled more often
 * ("SANNE<LKLLL<L<L"), are the first reading's.
 */
export async function readBinarised(
  view: TStraightened,
  band: TMrzBand,
  alphabet: string,
  first: string,
): Promise<string | null> {
  if (zoneLines(first).length !== band.lines) return null;
  const region = grown(band.region, 1.5 * band.letterHeight, 0.8 * band.letterHeight);
  const gray = normaliseContrast(grayRegion(view, region, LETTERS / band.letterHeight));
  const text = await ocrGray(binarised(gray, Math.round(0.8 * LETTERS), 0.2), {
    characters: alphabet,
    segmentation: '6',
  });
  return withNamesOf(zoneLines(text), first, band.lines);
}
