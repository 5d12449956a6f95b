import type { TDecodedPhoto } from './decode-photo';
import { findLetterSkew } from './find-skew';
import { readPage } from './read-page';
import { textAngle, workCopy } from './work-copy';

/** Fewer letters and digits than this is no page read: a certificate's fields hold hundreds. */
const READ_SOMETHING = 20;

/** Whether a page's text is something read, not the grain of a table or a background's lines. */
export const readSomething = (text: string) => (text.match(/[\p{L}\d]/gu) ?? []).length >= READ_SOMETHING;

/**
 * The text tesseract reads in a whole decoded photo, in the phone's browser (the image is never sent
 * anywhere): the photo turned as its EXIF says, its text straightened, cropped to the text and scaled to
 * the letter size the engine reads best. `characters`, when given, are the only ones it may read; a
 * certificate is read from its own words (`recognize-document.ts`). `atTextAngle` is the page
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
  if (readSomething(text)) return text;
  // Nothing read: the background's lines may have set the angle; the letters' own is tried once.
  const letters = findLetterSkew(workCopy(decoded, 0).ink);
  return Math.abs(letters - angle) < 1 ? text : await readPage(decoded, letters, characters);
}
