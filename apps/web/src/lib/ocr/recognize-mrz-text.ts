import { decodePhoto } from './decode-photo';
import { findMrzBand, type TMrzBand } from './find-mrz-lines';
import { findSkew } from './find-skew';
import { readBand } from './read-band';
import { readPage } from './read-page';
import { movedRegion, straighten, type TStraightened } from './straightened-view';
import { workCopy } from './work-copy';

/** The zone's alphabet: it uses no other character. */
const MRZ_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

/**
 * Turns tried when no zone shows: upright first, then a phone held sideways either way, then upside
 * down. Small angles are the skew search's; these are whole quarter turns a missing EXIF tag leaves.
 */
const QUARTER_TURNS = [0, 90, 270, 180];

/**
 * The photo straightened at `turn` plus the skew its text shows, then turned again by the zone's own
 * slope (perspective tilts the zone apart from the rest), with the zone's box in that last frame.
 */
function zoneAt(photo: ImageBitmap, turn: number): { view: TStraightened; band: TMrzBand } | null {
  const skew = findSkew(workCopy(straighten(photo, turn)).ink);
  const view = straighten(photo, turn + skew);
  const work = workCopy(view);
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
  const flat = straighten(photo, view.angle + band.angle);
  return {
    view: flat,
    band: { ...band, letterHeight: full(band.letterHeight), region: movedRegion(view, flat, found) },
  };
}

/**
 * The text of an identity document's machine-readable zone in a photo as drivers take it: EXIF
 * orientation honoured, the text's skew found and undone, the zone found (its 2 or 3 long lines) and
 * read alone, enlarged to the letter height Tesseract reads best. When no zone shows upright, the
 * other quarter turns are tried; when none shows at all, the whole straightened photo is read with
 * the zone's alphabet, as before. The image is never sent anywhere.
 */
export async function recognizeMrzText(photo: Blob): Promise<string> {
  const bitmap = await decodePhoto(photo);
  try {
    for (const turn of QUARTER_TURNS) {
      const zone = zoneAt(bitmap, turn);
      if (zone) return await readBand(zone.view, zone.band, MRZ_ALPHABET);
    }
    return await readPage(straighten(bitmap, findSkew(workCopy(straighten(bitmap, 0)).ink)), MRZ_ALPHABET);
  } finally {
    bitmap.close();
  }
}
