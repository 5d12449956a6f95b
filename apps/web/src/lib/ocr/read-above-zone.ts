import type { TMrzBand } from './find-mrz-lines';
import { ocrGray } from './ocr-image';
import { grayRegion, grown, type TStraightened } from './straightened-view';

/**
 * How far above the zone the printed page is read, as a share of the zone's width: a passport's data
 * page and the old French card are about 0.7 as high as wide, the zone at their foot.
 */
const HEIGHT_OF_WIDTH = 0.6;
/**
 * The share of the zone's width left out on the left, where a data page has its portrait (ICAO 9303
 * part 4: the holder's details stand right of it).
 */
const PORTRAIT_OF_WIDTH = 0.25;
/**
 * The zone's letters are brought to this height: the names, printed about three quarters as high,
 * come out near 20 px, where the engine still reads them; the engine's time grows with the pixels
 * (the whole page, read for them before, cost three times as many, a table around the document
 * included).
 */
const ZONE_LETTERS = 26;

/**
 * The text printed above a machine-readable zone, right of the portrait (the holder's names and the
 * document's number on a passport's data page), read from the frame where the zone lies flat: what
 * confirms the names no check digit covers, without reading the rest of the photo.
 */
export function readAboveZone(view: TStraightened, band: TMrzBand, characters: string): Promise<string> {
  const { left, top, width } = band.region;
  const height = Math.min(HEIGHT_OF_WIDTH * width, top);
  if (height < 2 * band.letterHeight) return Promise.resolve('');
  const portrait = PORTRAIT_OF_WIDTH * width;
  const details = { left: left + portrait, top: top - height, width: width - portrait, height };
  const region = grown(details, band.letterHeight, 0);
  return ocrGray(grayRegion(view, region, ZONE_LETTERS / band.letterHeight), {
    characters,
    segmentation: '3',
  });
}
