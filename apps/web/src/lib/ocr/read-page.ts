import type { TDecodedPhoto } from './decode-photo';
import { ocrGray } from './ocr-image';
import { grayRegion, grown, straighten, wholeFrame, type TRegion } from './straightened-view';
import { blobHeight, blobWidth, inkBlobs, type TBlob } from './text-lines';
import type { TInkMap } from './ink-map';
import { workCopy } from './work-copy';

/**
 * The height its lines of words are brought to: small labels (a certificate's, in grey) read better at
 * 42, but the engine's time grows with the square, and 36 keeps a certificate within the 4 s budget.
 */
const LETTER_PIXELS = 36;
/** Past this many pixels on its long side, the engine's time grows faster than what it reads. */
const MAX_SIDE = 3200;

/** The gaps closed between letters, as shares of the photo's width: the first finding words wins. */
const WORD_GAPS = [60, 150];

/** A printed word or line once its letters run together: flat, not solid, not a speck. */
const looksLikeText = (blob: TBlob) => {
  const [width, height] = [blobWidth(blob), blobHeight(blob)];
  const density = blob.ink / (width * height);
  return height >= 5 && width / height >= 1.5 && density > 0.12 && density < 0.9;
};

/**
 * The blobs that look like printed words, letter gaps closed up to two letters wide (a zone's spaced
 * letters and a bold value run together too). A document small in the photo, its lines starting near
 * its dark edge, has every line run into that edge at that width, one blob and no word: narrower gaps
 * then keep its lines apart. Fewer than three: none.
 */
export function printedWords(ink: TInkMap, width: number): TBlob[] {
  for (const share of WORD_GAPS) {
    const words = inkBlobs(ink, Math.round(width / share)).filter(looksLikeText);
    if (words.length >= 3) return words;
  }
  return [];
}

/** The box of `words` of the work copy in the straightened photo's full size, and their median height. */
export function areaOf(
  words: readonly TBlob[],
  workScale: number,
): { region: TRegion; letterHeight: number } {
  const heights = words.map(blobHeight).sort((a, b) => a - b);
  const full = (value: number) => value / workScale;
  const [left, top] = [
    Math.min(...words.map((word) => word.left)),
    Math.min(...words.map((word) => word.top)),
  ];
  const [right, bottom] = [
    Math.max(...words.map((word) => word.right)),
    Math.max(...words.map((word) => word.bottom)),
  ];
  const region = {
    left: full(left),
    top: full(top),
    width: full(right - left + 1),
    height: full(bottom - top + 1),
  };
  return { region, letterHeight: full(heights[Math.floor(heights.length / 2)]!) };
}

/**
 * Where `words` (of the work copy scaled by `workScale`) put the text in the straightened photo and how
 * high its letters are: their box, grown generously (a word run into the document's edge or its shadow
 * is no text-like blob of its own), and their median height. Null when too few to be text.
 */
export function textAreaOf(
  words: readonly TBlob[],
  workScale: number,
): { region: TRegion; letterHeight: number } | null {
  if (words.length < 3) return null;
  const { region, letterHeight } = areaOf(words, workScale);
  return { region: aroundText(region, letterHeight), letterHeight };
}

/** The margin a text area is grown by, in letter heights: a row's last letters and a value's descenders. */
export const aroundText = (region: TRegion, letterHeight: number) =>
  grown(region, 6 * letterHeight, 3 * letterHeight);

/**
 * Where the text is in the straightened photo and how high its letters are: the area of every blob
 * that looks like printed words (a table's grain and a dashboard's vents do not).
 */
function textArea(decoded: TDecodedPhoto, angle: number) {
  const work = workCopy(decoded, angle);
  return textAreaOf(printedWords(work.ink, work.gray.width), work.scale);
}

/** The scale a page's crop is read at: its lines LETTER_PIXELS high within MAX_SIDE, never enlarged. */
export const pageScale = ({ region, letterHeight }: { region: TRegion; letterHeight: number }) =>
  Math.min(1, LETTER_PIXELS / letterHeight, MAX_SIDE / Math.max(region.width, region.height));

/**
 * The straightened photo's text read as a page: cropped to where the text is, shrunk so its lines are
 * LETTER_PIXELS high within MAX_SIDE, never enlarged: Tesseract's page layout dropped the short last
 * rows of the suite's clean certificate when it was (e2e/document-photos.ts).
 */
export function readPage(decoded: TDecodedPhoto, angle: number, characters: string): Promise<string> {
  const view = straighten(decoded.photo, angle);
  const area = textArea(decoded, angle) ?? { region: wholeFrame(view), letterHeight: LETTER_PIXELS };
  return ocrGray(grayRegion(view, area.region, pageScale(area)), { characters, segmentation: '3' });
}
