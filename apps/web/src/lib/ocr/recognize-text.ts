import type { TDecodedPhoto } from './decode-photo';
import { findLetterSkew } from './find-skew';
import { readPage } from './read-page';
import { textAngle, workCopy } from './work-copy';

/** Fewer letters and digits than this is no page read: a certificate's fields hold hundreds. */
const READ_SOMETHING = 20;

/** Whether a page's text is something read, not the grain of a table or a background's lines. */
const readSomething = (text: string) => (text.match(/[\p{L}\d]/gu) ?? []).length >= READ_SOMETHING;

/**
 * A page read by `read` at the text's own angle; when it reads nothing (the background's lines may have
 * set the angle), at the letters' own angle once. `atTextAngle` is the page at the text's angle when
 * the caller has read it already.
 */
export async function readStraightened<T>(
  decoded: TDecodedPhoto,
  read: (angle: number) => Promise<T>,
  textOf: (page: T) => string,
  atTextAngle?: T,
): Promise<T> {
  const angle = textAngle(decoded, 0);
  const page = atTextAngle ?? (await read(angle));
  if (readSomething(textOf(page))) return page;
  const letters = findLetterSkew(workCopy(decoded, 0).ink);
  return Math.abs(letters - angle) < 1 ? page : read(letters);
}

/**
 * The text tesseract reads in a whole decoded photo, in the phone's browser (the image is never sent
 * anywhere): the photo turned as its EXIF says, its text straightened, cropped to the text and scaled to
 * the letter size the engine reads best. `characters`, when given, are the only ones it may read; a
 * certificate is read from its own words (`recognize-document.ts`). `atTextAngle` is the page
 * read at the text's own angle with these very `characters`, when the caller has read it already:
 * the engine would read the same pixels again and give the same text.
 */
export function readWholePhoto(
  decoded: TDecodedPhoto,
  characters: string,
  atTextAngle?: string,
): Promise<string> {
  return readStraightened(
    decoded,
    (angle) => readPage(decoded, angle, characters),
    (text) => text,
    atTextAngle,
  );
}
