import { decodePhoto, type TDecodedPhoto } from './decode-photo';
import { findMrzBand, type TMrzBand } from './find-mrz-lines';
import { readAboveZone } from './read-above-zone';
import { readAroundZone } from './read-around-zone';
import { readBand } from './read-band';
import { readPage } from './read-page';
import { readWholePhoto } from './recognize-text';
import { movedRegion, straighten, type TStraightened } from './straightened-view';
import { textAngle, workCopy } from './work-copy';

/** The zone's alphabet: it uses no other character. */
const MRZ_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

/**
 * Turns tried when no zone shows: upright first, then a phone held sideways either way. Small angles
 * are the skew search's; these are the quarter turns a missing EXIF tag leaves (upside down is
 * readBand's).
 */
const QUARTER_TURNS = [0, 90, 270];

/**
 * The photo straightened at `turn` plus the skew its text shows, then turned again by the zone's own
 * slope (perspective tilts the zone apart from the rest), with the zone's box in that last frame.
 */
function zoneAt(decoded: TDecodedPhoto, turn: number): { view: TStraightened; band: TMrzBand } | null {
  const angle = textAngle(decoded, turn);
  const work = workCopy(decoded, angle);
  const band = findMrzBand(work.ink);
  if (!band) return null;
  const full = (value: number) => value / work.scale;
  const { region } = band;
  const found = {
    left: full(region.left),
    top: full(region.top),
    width: full(region.width),
    height: full(region.height),
  };
  const view = straighten(decoded.photo, angle);
  const flat = straighten(decoded.photo, angle + band.angle);
  return {
    view: flat,
    band: { ...band, letterHeight: full(band.letterHeight), region: movedRegion(view, flat, found) },
  };
}

export type TMrzReadOptions = {
  /** When a reading of the zone is enough (readBand): by default, when its lines have their length. */
  enough?: (zone: string, wellFormed: boolean) => boolean;
  /** Whether the page printed above the zone is to be read too, given the zone's text and lines. */
  above?: (zone: string, lines: number) => boolean;
  /**
   * Whether the page is to be read too, given the zone's text and the page above (null when not read):
   * the document around the zone found (readAroundZone), or with no zone the whole photo as
   * readWholePhoto reads it, from the photo already decoded, turned and searched.
   */
  page?: (zone: string, above: string | null) => boolean;
};

/**
 * The zone's readings; the page above it when asked and the zone was found; the page's text when asked
 * (else null).
 */
export type TMrzText = { zone: string; above: string | null; page: string | null };

/**
 * The text of an identity document's machine-readable zone in a photo as drivers take it: EXIF
 * orientation honoured, the text's skew found and undone, the zone found (its 2 or 3 long lines) and
 * read alone, at the letter heights Tesseract reads best, until a reading is `enough` (readBand). When
 * no zone shows upright, a quarter turn either way is tried; when none shows at all, the whole
 * straightened photo is read with the zone's alphabet, as before. The page above a zone found is read
 * from the same frame when `above` asks (readAboveZone), the document around it when `page` asks
 * (readAroundZone), both from the photo decoded once. The image is never sent anywhere.
 */
export async function recognizeMrzText(
  photo: Blob,
  { enough, above, page }: TMrzReadOptions = {},
): Promise<TMrzText> {
  const decoded = await decodePhoto(photo);
  try {
    for (const turn of QUARTER_TURNS) {
      const found = zoneAt(decoded, turn);
      if (!found) continue;
      const zone = await readBand(found.view, found.band, MRZ_ALPHABET, enough);
      const abovePage = above?.(zone, found.band.lines)
        ? await readAboveZone(found.view, found.band, MRZ_ALPHABET)
        : null;
      const whole = page?.(zone, abovePage)
        ? await readAroundZone(found.view, found.band, MRZ_ALPHABET)
        : null;
      return { zone, above: abovePage, page: whole };
    }
    // The zone's alphabet read on the straightened page is also the whole photo's first read.
    const zone = await readPage(decoded, textAngle(decoded, 0), MRZ_ALPHABET);
    const whole = page?.(zone, null) ? await readWholePhoto(decoded, MRZ_ALPHABET, zone) : null;
    return { zone, above: null, page: whole };
  } finally {
    decoded.close();
  }
}
