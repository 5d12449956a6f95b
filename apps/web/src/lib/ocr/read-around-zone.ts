import type { TMrzBand } from './find-mrz-lines';
import { ocrGray } from './ocr-image';
import { grayRegion, type TStraightened } from './straightened-view';

/**
 * How far the document reaches above its zone, as a share of the zone's width: a card (85.6 × 54 mm)
 * and a passport's data page (125 × 88 mm) are about 0.7 as high as wide, their zone at the foot.
 */
const HEIGHT_OF_WIDTH = 0.75;
/** The margin left and right of the zone, as a share of its width: the document's edges and a little. */
const SIDE_OF_WIDTH = 0.1;
/** The zone's letters are brought to the height its first reading had (readBand's first size). */
const ZONE_LETTERS = 24;

/**
 * The document around a zone found, read as a page, from the frame where the zone lies flat: the zone
 * among the words printed beside it, as a card printing its zone on its front has it, and a
 * certificate's words where its lines looked like a zone. The whole photo was read for this before, at
 * its words' own height, the table around included: on 18 cards of seeds 36001 and 36003 the engine
 * took 0.6 of that time here; on the 98 identity photos of seeds 36001, 36003–36008, after the zone's
 * two sizes, it completed as many zones as the whole photo (one each that the other did not), none
 * wrong (decision 036).
 */
export function readAroundZone(view: TStraightened, band: TMrzBand, characters: string): Promise<string> {
  const { left, top, width, height } = band.region;
  const above = Math.min(HEIGHT_OF_WIDTH * width, top);
  const below = Math.min(1.5 * band.letterHeight, Math.max(0, view.height - top - height));
  const side = SIDE_OF_WIDTH * width;
  const region = {
    left: left - side,
    top: top - above,
    width: width + 2 * side,
    height: above + height + below,
  };
  return ocrGray(grayRegion(view, region, ZONE_LETTERS / band.letterHeight), {
    characters,
    segmentation: '3',
  });
}
