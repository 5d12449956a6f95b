import {
  READ_AGAIN_PIXELS,
  type TDocumentText,
  type TPlacedWord,
} from '../../../../lib/ocr/recognize-document';
import { agreed } from './agreed';
import { firstWordRun } from './first-word-run';
import type { TField } from './fields';
import { splitFields } from './split-fields';

/** A field's value as a text gives it: the one its readings agree on, none when they differ. */
const fieldValue = <T>(text: string, field: TField, read: (value: string) => T | undefined) =>
  agreed(splitFields(text).get(field), read);

const same = <T>(a: T | undefined, b: T) => a !== undefined && JSON.stringify(a) === JSON.stringify(b);

/** Two readings of a field alike: the same value, or with `alike`, the same to it. */
export type TAlike<T> = (a: T, b: T) => boolean;

/**
 * The shortest run of words on a line that gives the field's value as read, its code or label with
 * it (the first found from the page's start), or none: what to read again, with the words that say
 * which field it is, a lone digit read alone as a line being too little for the engine to find.
 */
export const fieldWords = <T>(
  lines: readonly (readonly TPlacedWord[])[],
  field: TField,
  read: (value: string) => T | undefined,
  value: T,
): TPlacedWord[] | null =>
  firstWordRun(lines, (words) =>
    same(fieldValue(words.map((word) => word.text).join(' '), field, read), value),
  );

/**
 * The value of a field no format checks (the seats: a 3 or a 9 read for a 5 is a number like any
 * other) that two readings agree on, or none, for the driver to type: the page's own and the field's
 * words read again alone at 48 px; where those differ, that second reading and a third at 64 px, as
 * the plate is (confirm-plate.ts); where the second gives none, the page's and the third. With
 * `digits`, a value printed as a word of its own is read again alone in those characters: beside a
 * label in capitals the engine read Spain's seats as a letter ("PLAZAS B" for 5, at both sizes).
 */
export async function agreedField<T>(
  page: TDocumentText,
  field: TField,
  read: (value: string) => T | undefined,
  value: T,
  { digits, alike }: { digits?: string; alike?: TAlike<T> } = {},
): Promise<T | undefined> {
  const words = fieldWords(page.lines, field, read, value);
  if (!words) return undefined;
  const [second, third] = READ_AGAIN_PIXELS;
  const valueWord = words.at(-1)!;
  const alone = digits !== undefined && same(read(valueWord.text), value);
  const readAt = async (pixels: number) =>
    alone
      ? read((await page.readAgain([valueWord], pixels, digits)).trim())
      : fieldValue(await page.readAgain(words, pixels), field, read);
  const agree = (a: T | undefined, b: T) =>
    same(a, b) || (a !== undefined && alike !== undefined && alike(a, b));
  const again = await readAt(second);
  if (agree(again, value)) return value;
  // A second reading that gave no value at all leaves the page's to the third to confirm.
  const settled = again ?? value;
  return agree(await readAt(third), settled) ? settled : undefined;
}
