import { decodePhoto, type TDecodedPhoto } from './decode-photo';
import { documentWords } from './document-words';
import { ocrGray } from './ocr-image';
import { ocrGrayLines } from './ocr-words';
import { aroundText, areaOf, pageScale, printedWords, textAreaOf } from './read-page';
import { readStraightened } from './recognize-text';
import { grayRegion, grown, straighten, wholeFrame, type TRegion } from './straightened-view';
import { workCopy } from './work-copy';

/**
 * Fewer words than this in the document's group is no certificate's page (a blurred shot, a document
 * small in the photo): the whole text area is read instead, as before the document's words were.
 */
const FEWEST_WORDS = 8;

/** A word of the page and where it stands in the straightened photo. */
export type TPlacedWord = { text: string; region: TRegion };

/**
 * The letter heights a document's words are read again at to confirm a value (a plate, a model, seats):
 * larger than the page's 36 px, then larger still where the first two readings differ.
 */
export const READ_AGAIN_PIXELS = [48, 64] as const;

/**
 * A document's text as read from its photo, its words line by line; `readAgain` reads some of them
 * once more, alone as one line, their box `letterPixels` high, from the photo's own pixels, in
 * `characters` only when given.
 */
export type TDocumentText = {
  text: string;
  lines: TPlacedWord[][];
  readAgain: (words: readonly TPlacedWord[], letterPixels: number, characters?: string) => Promise<string>;
};

/**
 * Where the document's words are: their box, grown as the whole text area is, and read at the size
 * the whole text area is read at (the words' median height over all words); the whole text area when
 * too few.
 */
function wordsArea(decoded: TDecodedPhoto, angle: number) {
  const work = workCopy(decoded, angle);
  const printed = printedWords(work.ink, work.gray.width);
  const whole = textAreaOf(printed, work.scale);
  const words = documentWords(printed);
  if (!whole || words.length < FEWEST_WORDS) return whole;
  const { region } = areaOf(words, work.scale);
  return { region: aroundText(region, whole.letterHeight), letterHeight: whole.letterHeight };
}

const boxAround = (regions: readonly TRegion[]): TRegion => {
  const left = Math.min(...regions.map((region) => region.left));
  const top = Math.min(...regions.map((region) => region.top));
  const right = Math.max(...regions.map((region) => region.left + region.width));
  const bottom = Math.max(...regions.map((region) => region.top + region.height));
  return { left, top, width: right - left, height: bottom - top };
};

async function readDocument(decoded: TDecodedPhoto, angle: number): Promise<TDocumentText> {
  const view = straighten(decoded.photo, angle);
  // No words at all: the whole frame, never enlarged.
  const area = wordsArea(decoded, angle) ?? { region: wholeFrame(view), letterHeight: 1 };
  const scale = pageScale(area);
  const { text, lines } = await ocrGrayLines(grayRegion(view, area.region, scale), {
    characters: '',
    segmentation: '3',
  });
  const placed = lines.map((line) =>
    line.map(({ text: word, box }) => ({
      text: word,
      region: {
        left: area.region.left + box.x0 / scale,
        top: area.region.top + box.y0 / scale,
        width: (box.x1 - box.x0) / scale,
        height: (box.y1 - box.y0) / scale,
      },
    })),
  );
  const readAgain = (words: readonly TPlacedWord[], letterPixels: number, characters = '') => {
    const box = boxAround(words.map((word) => word.region));
    // The engine's boxes hug the ink: a line read alone needs some paper around it to be found.
    const around = grown(box, box.height / 2, box.height / 3);
    return ocrGray(grayRegion(view, around, letterPixels / box.height), {
      characters,
      segmentation: '7',
    });
  };
  return { text, lines: placed, readAgain };
}

/**
 * A document's text read from its photo, cropped to the document's own words (decision 036), and
 * handed to `withText` while the photo is still decoded, so that some words can be read again. The photo
 * is turned as its EXIF says and straightened as readWholePhoto does.
 */
export async function recognizeDocument<T>(
  image: Blob,
  withText: (page: TDocumentText) => Promise<T>,
): Promise<T> {
  const decoded = await decodePhoto(image);
  try {
    return await withText(
      await readStraightened(
        decoded,
        (angle) => readDocument(decoded, angle),
        (page) => page.text,
      ),
    );
  } finally {
    decoded.close();
  }
}
