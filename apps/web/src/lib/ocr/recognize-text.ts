import { decodePhoto } from './decode-photo';
import { findSkew } from './find-skew';
import { readPage } from './read-page';
import { workCopy } from './work-copy';

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
    return await readPage(decoded, findSkew(workCopy(decoded, 0).ink), characters);
  } finally {
    decoded.close();
  }
}
