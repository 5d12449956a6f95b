import {
  READ_AGAIN_PIXELS,
  type TDocumentText,
  type TPlacedWord,
} from '../../../../lib/ocr/recognize-document';
import { firstWordRun } from './first-word-run';
import { unglueCodes } from './glued-codes';
import { asLetters, readPlate, type TPlate } from './plates';

/**
 * A text's letters and digits with the look-alikes a plate's format settles made one (as the plate's
 * letters read them): where the plate stands in the page's words, whichever of them the page read.
 */
const key = (text: string) => asLetters(text).replace(/[^A-Z0-9]/g, '');

/**
 * The shortest run of words on a line that holds the plate as read, the first found from the page's
 * start, or none: where to read it again, without the labels before it.
 */
export function plateWords(lines: readonly (readonly TPlacedWord[])[], plate: string): TPlacedWord[] | null {
  const wanted = key(plate);
  return firstWordRun(lines, (words) =>
    words
      .map((word) => key(word.text))
      .join('')
      .includes(wanted),
  );
}

/**
 * Whether a second reading of the plate's words gives the plate's very characters, as whole words
 * ("7 7-KVN-9" is 77-KVN-9, a space being no character a plate is misread by; "M M 7703" is not
 * M M 770): the code A or a label may stand before them. `keyOf` says which characters are the same.
 */
export function samePlate(again: string, plate: string, keyOf = key): boolean {
  const wanted = keyOf(plate);
  const words = again.split(/\s+/).map(keyOf);
  return words.some((_, from) => {
    let joined = '';
    return words.slice(from).some((word) => (joined += word) === wanted);
  });
}

/** A plate's characters with each digit that looks like a letter made that letter: 5 and S are one. */
const looseKey = (text: string) =>
  key(text).replace(/[5826]/g, (digit) => ({ 5: 'S', 8: 'B', 2: 'Z', 6: 'G' })[digit]!);

/**
 * The order of a plate's runs of letters and of digits: "ML-90-OS" and "ML-90-05" are two formats of
 * one country; "KK C 2754" and "K C 2754", a capital read twice, one.
 */
const shape = (plate: string) =>
  plate
    .replace(/[^\p{L}\d]/gu, '')
    .replace(/\p{L}+/gu, 'L')
    .replace(/\d+/g, 'D');

/**
 * The plate two readings agree on character for character, or none, for the driver to type: the
 * page's own and its words read again alone at 48 px; where those differ, a third reading at 64 px
 * agreeing with the second when that is in the page's format and shape. A format alone let a misread
 * plate through (the tuning half's 43-STV-5 read 83-STV-5 by the page cropped to the document's words,
 * decision 036); readings in two formats settled a look-alike two ways, which no more readings tell
 * apart (seed 36321's ML-90-OS, read "0S" by the page and "05" twice again, a Portuguese plate either
 * way). A second reading in no format that differs from the page's only by look-alikes (fresh seed
 * 36606's ZS-198-F read "Z5-198-F" at 48 px) is no other plate: the third may agree with the page.
 */
export async function agreedPlate(
  page: TDocumentText,
  plate: TPlate,
  country: string | undefined,
): Promise<TPlate | undefined> {
  const words = plateWords(page.lines, plate.plate);
  if (!words) return undefined;
  const [second, third] = READ_AGAIN_PIXELS;
  // The code A read again run into the plate, as on the page (glued-codes.ts).
  const again = unglueCodes(await page.readAgain(words, second));
  if (samePlate(again, plate.plate)) return plate;
  const read = [...again.matchAll(/\S+/g)]
    .map((word) => readPlate(again.slice(word.index), country))
    .find((found) => found !== undefined);
  const lookAlike = !read && samePlate(again, plate.plate, looseKey);
  if (read ? shape(read.plate) !== shape(plate.plate) : !lookAlike) return undefined;
  const lastly = unglueCodes(await page.readAgain(words, third));
  return samePlate(lastly, (read ?? plate).plate) ? (read ?? plate) : undefined;
}
