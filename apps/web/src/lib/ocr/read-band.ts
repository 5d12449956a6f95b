import type { TMrzBand } from './find-mrz-lines';
import { ocrGray } from './ocr-image';
import { grayRegion, grown, movedRegion, straighten, type TStraightened } from './straightened-view';

/**
 * The zone's capitals are read at these heights in pixels, each next one only while no reading is
 * enough (readBand). The engine brings each line to its own height before reading it: a size costs
 * about what another does, and the order is what each reads. On 94 identity photos (seeds 36001,
 * 36003–36008 and the suite's two), 24 px alone was enough for 83, 30 px for 77, 36 and 42 px for 65
 * and 62; the suite's own card was read at 24 px only. A card's three lines that 24 and 30 px left open
 * no third size read; a passport's two lines once 42 px (decision 036). Black-and-white images lost
 * the fillers' thin strokes.
 */
const LETTER_SIZES: Record<number, readonly number[]> = { 3: [24, 30], 2: [24, 30, 42] };

/** The zone's line lengths by its line count: TD1 3 × 30; TD3 2 × 44, the old French card 2 × 36. */
const LINE_LENGTHS: Record<number, readonly number[]> = { 3: [30], 2: [44, 36] };

const zoneLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/\s/g, ''))
    .filter((line) => line.length >= 25 && line.includes('<'));

/** As many lines as the zone has, all of one of its lengths: no letter dropped or doubled. */
function wellFormed(text: string, lines: number): boolean {
  const found = zoneLines(text);
  const length = found[0]?.length ?? 0;
  return (
    found.length === lines &&
    (LINE_LENGTHS[lines] ?? []).includes(length) &&
    found.every((line) => line.length === length)
  );
}

/** Two lines of a card's length: its zone has three, one of them fainter than the band let in. */
function cardLinesOnly(text: string): boolean {
  const found = zoneLines(text);
  return found.length === 2 && found.every((line) => Math.abs(line.length - 30) <= 2);
}

/**
 * The band grown by a line's pitch above and below, for the card's line the search left out (a fresh
 * seed's Spanish card turned 14°: two lines found, its names below them cut off at every size, and its
 * first line read again at the next size had made the names).
 */
function withThirdLine(band: TMrzBand): TMrzBand {
  const pitch = band.region.height - band.letterHeight;
  return { ...band, lines: 3, region: grown(band.region, 0, pitch) };
}

function readAt(view: TStraightened, band: TMrzBand, alphabet: string, letters: number) {
  const region = grown(band.region, 1.5 * band.letterHeight, 0.8 * band.letterHeight);
  return ocrGray(grayRegion(view, region, letters / band.letterHeight), {
    characters: alphabet,
    segmentation: '6',
  });
}

const sizesFor = (band: TMrzBand) => LETTER_SIZES[band.lines] ?? LETTER_SIZES[2]!;

type TReading = { text: string; rank: number };

/**
 * The band read at each of its sizes until a reading is `enough`, every reading kept in `readings`;
 * 'card' when a passport's band read as a card's two lines, which the caller reads again as three.
 */
async function readSizes(
  view: TStraightened,
  band: TMrzBand,
  alphabet: string,
  enough: (text: string, wellFormed: boolean) => boolean,
  readings: TReading[],
): Promise<'enough' | 'card' | 'read'> {
  for (const letters of sizesFor(band)) {
    const text = await readAt(view, band, alphabet, letters);
    const formed = wellFormed(text, band.lines);
    const sufficient = enough(text, formed);
    // Then the well-formed: a name, which no check digit covers, is likelier right in it.
    readings.push({ text, rank: Number(sufficient) * 2 + Number(formed) });
    if (sufficient) return 'enough';
    if (band.lines === 2 && cardLinesOnly(text)) return 'card';
  }
  return 'read';
}

/**
 * The zone read alone, as one block, from a frame where its lines lie flat, with a margin around it;
 * read again at another size while no reading is `enough` (by default well formed; the caller may ask
 * for check digits that hold, which a first reading one character off already gives and a well-formed
 * one with a misread lacks), every reading returned, the sufficient one first (the parser takes the
 * first whose check digits hold). Turned half round when nothing zone-like comes out, as a document
 * photographed upside down gives.
 */
export async function readBand(
  view: TStraightened,
  band: TMrzBand,
  alphabet: string,
  enough: (text: string, wellFormed: boolean) => boolean = (_text, formed) => formed,
): Promise<string> {
  const readings: TReading[] = [];
  if ((await readSizes(view, band, alphabet, enough, readings)) === 'card')
    await readSizes(view, withThirdLine(band), alphabet, enough, readings);
  if (readings.some(({ text }) => zoneLines(text).length > 0)) {
    return [...readings]
      .sort((a, b) => b.rank - a.rank)
      .map(({ text }) => text)
      .join('\n\n');
  }
  const upsideDown = straighten(view.photo, view.angle + 180);
  const turned = { ...band, region: movedRegion(view, upsideDown, band.region) };
  return readAt(upsideDown, turned, alphabet, sizesFor(band)[0]!);
}
