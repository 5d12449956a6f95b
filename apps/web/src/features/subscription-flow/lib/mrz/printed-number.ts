import { lookAlikes } from './look-alikes';

/**
 * A letter and the digit OCR reads it as, each way, in the page's own type: twins the check digits
 * tell apart (O is 24, 0 is 0), unlike L and 1, G and 6 (21 and 1, 16 and 6).
 */
const DIGIT_TWIN: Record<string, string> = { O: '0', I: '1', S: '5', B: '8', Z: '2' };

const twins = (one: string, other: string) => DIGIT_TWIN[one] === other || DIGIT_TWIN[other] === one;

/**
 * Whether `line` prints `number`, a character of the page counting as the number's when it is its twin
 * across letters and digits where the issuer's shape (`kinds`: `a` a letter, `n` a digit) fixes which
 * of the two the number holds there: the page's slip then says nothing the shape did not.
 */
function prints(line: string, number: string, kinds: string): boolean {
  for (let start = 0; start + number.length <= line.length; start += 1) {
    const same = [...number].every((char, index) => {
      const printed = line[start + index]!;
      return printed === char || (/[an]/.test(kinds[index] ?? '') && twins(printed, char));
    });
    if (same) return true;
  }
  return false;
}

/**
 * The numbers of `numbers` that the page (`printed`, its lines compacted) prints, the issuer's shape
 * `kinds` reading its letters and digits (above). A Moroccan passport's page read with the zone's
 * alphabet gave "0J9819555" for OJ9819555, which the zone's check digits left beside DI9819555 (an O
 * read as a D and a J as an I weigh alike); its first character is a letter on every such passport.
 * Where the shape leaves it open, the page must print the very character: a page's 517ZBW5K1 is no
 * 51728W5K1.
 */
export function printedNumbers(numbers: readonly string[], printed: readonly string[], kinds = ''): string[] {
  return numbers.filter((number) => printed.some((line) => prints(line, number, kinds)));
}

/** Beyond two characters apart, a run of the page's letters and digits is another text, not the number. */
const NEAR = 2;

/**
 * Characters the page's own type gives OCR to confuse, beyond the zone's: a T whose bar's left half
 * fades is a 7 (fresh seed 36611's French passport, 74OT93463 on its zone and its page read
 * "740793463"). No check digit respells these: the zone's T is as read, and its check digit holds it.
 */
const PAGE_LOOK_ALIKES: Record<string, string> = { T: '7', '7': 'T' };

const pageSlip = (char: string, shown: string) =>
  lookAlikes(char).includes(shown) || PAGE_LOOK_ALIKES[char] === shown;

/**
 * What the page prints where the number would stand (its first and last characters) when it prints
 * it with one or two characters of another shape between: OCR's slips confuse look-alikes, so a character that looks like none of the number's
 * there is the page saying otherwise. A fresh seed's Dutch passport, its 9 read as an O in the zone,
 * was respelled DSBTXQWF9 (8 and B, O and Q look alike), every check digit holding; its page printed
 * DS8TX9WF9.
 */
export function printedOtherwise(number: string, printed: readonly string[]): string[] {
  return printed.flatMap((line) =>
    Array.from({ length: Math.max(0, line.length - number.length + 1) }, (_, start) =>
      line.slice(start, start + number.length),
    ).filter((shown) => {
      // Aligned on the number: a window a character off ("ZHO0751796", a page's 0 read twice, holds
      // HO0751796 beside ZH0751796) differs at its ends.
      const aligned = shown[0] === number[0] && shown.at(-1) === number.at(-1);
      const apart = [...number].flatMap((char, index) =>
        shown[index] === char ? [] : [pageSlip(char, shown[index]!)],
      );
      return aligned && apart.length > 0 && apart.length <= NEAR && apart.includes(false);
    }),
  );
}
