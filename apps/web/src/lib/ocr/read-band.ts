import type { TMrzBand } from './find-mrz-lines';
import { ocrGray } from './ocr-image';
import { grayRegion, grown, movedRegion, straighten, type TStraightened } from './straightened-view';

/**
 * Tesseract's LSTM reads the zone's capitals best around this height in pixels: measured on the
 * tuning photos against 48 px, and against black-and-white images, which lose the fillers' thin
 * strokes (decision 036).
 */
const LETTER_PIXELS = 36;

/** A line the zone could have printed: long, and with its fillers. */
const looksLikeZone = (text: string) =>
  text.split('\n').some((line) => line.replace(/\s/g, '').length >= 25 && line.includes('<'));

/**
 * The zone read alone, as one block, from a frame where its lines lie flat, enlarged or shrunk to
 * LETTER_PIXELS with a margin around it; read again turned half round when it makes no sense, as a
 * document photographed upside down gives.
 */
export async function readBand(view: TStraightened, band: TMrzBand, alphabet: string): Promise<string> {
  const scale = LETTER_PIXELS / band.letterHeight;
  const region = grown(band.region, 1.5 * band.letterHeight, 0.8 * band.letterHeight);
  const parameters = { characters: alphabet, segmentation: '6' } as const;
  const text = await ocrGray(grayRegion(view, region, scale), parameters);
  if (looksLikeZone(text)) return text;
  const upsideDown = straighten(view.photo, view.angle + 180);
  return ocrGray(grayRegion(upsideDown, movedRegion(view, upsideDown, region), scale), parameters);
}
