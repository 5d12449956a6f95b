import type { TMrzBand } from './find-mrz-lines';
import { ocrGray } from './ocr-image';
import { lineRegion, namesLine } from './read-check-lines';
import { grayRegion, type TStraightened } from './straightened-view';

/** Two sizes: the parser takes a name read again only when two readings agree (decision 034). */
const LETTER_SIZES = [30, 42];

/**
 * The zone's names line read alone, as one line, at two letter sizes, one reading a line: read as a
 * block, the tuning CNIE's YOUSSEF came out "YQOUSSEF" at 30 and 42 px, alone "YOUSSEF" at both.
 */
export async function readNamesLineAlone(
  view: TStraightened,
  band: TMrzBand,
  alphabet: string,
): Promise<string> {
  const region = lineRegion(band, namesLine(band.lines));
  const readings: string[] = [];
  for (const letters of LETTER_SIZES) {
    const text = await ocrGray(grayRegion(view, region, letters / band.letterHeight), {
      characters: alphabet,
      segmentation: '7',
    });
    readings.push(text.replace(/\s/g, ''));
  }
  return readings.join('\n');
}
