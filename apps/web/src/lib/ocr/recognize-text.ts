import { decodePhoto, type TDecodedPhoto } from './decode-photo';
import { findLetterSkew } from './find-skew';
import { readPage } from './read-page';
import { textAngle, workCopy } from './work-copy';

/** Fewer letters and digits than this is no page read: a certificate's fields hold hundreds. */
const READ_SOMETHING = 20;

/**
 * The whole decoded photo's text, straightened, as recognizeText reads it. `atTextAngle` is the page
 * read at the text's own angle with these very `characters`, when the caller has read it already:
 * the engine would read the same pixels again and give the same text.
 */
export async function readWholePhoto(
  decoded: TDecodedPhoto,
  characters: string,
  atTextAngle?: string,
): Promise<string> {
  const angle = textAngle(decoded, 0);
  const text = atTextAngle ?? (await readPage(decoded, angle, characters));
  if ((text.match(/[\p{L}\d]/gu) ?? []).length >= READ_SOMETHING) return text;
  // Nothing read: the background's lines may have set the angle; the letters' own is tried once.
  const letters = findLetterSkew(workCopy(decoded, 0).ink);
  return Math.abs(letters - angle) < 1 ? text : await readPage(decoded, letters, characters);
}

/**
 * The text tesseract reads in an image, in the phone's browser: the image is never sent anywhere.
 * `characters`, when given, are the only ones it may read. The photo is turned as its EXIF says, its
 * text straightened (a phone is rarely held square to a document), cropped to the text and scaled to
 * the letter size the engine reads best; a document's machine-readable zone is better read by
 * recognizeMrzText.
 */
export async function recognizeText(image: Blob, characters = ''): Promise<string> {
  const decoded = await decodePhoto(image);
  try {
    return await readWholePhoto(decoded, characters);
  } finally {
    decoded.close();
  }
}
