/**
 * The characters OCR mistakes for one another in the zone's OCR-B font. Each group is one shape: a
 * reading of any member may have been meant as any other. Z is in two: its bar and diagonal read as
 * a 2 or, its foot lost in the blur, a 7 ("7404307" for a Moroccan CIN Z404307); 2 and 7 are not
 * mistaken for each other. B is in two too: an 8, or a blurred 6 whose loop and stem close
 * ("CAB9601" for an Italian CA69601, at every letter size); 6 and 8 are not mistaken for each other.
 * I is in two: a J whose hook is lost reads as an I (three numbers of fresh seeds, Dutch and German:
 * "ZGIBPSJ25" for ZGJBPSJ25), and its check digit tells them apart (I is 18, J 19); 1 and L are not
 * read for a J.
 */
const GROUPS = ['0ODQ', '1IL', 'IJ', '2Z', '7Z', '5S', '6G', '8B', '6B'];

/** A smudged or faint `<` comes back as one of these. */
export const FILLER_LOOK_ALIKES = new Set(['K', 'L', 'C', 'E', 'X', '4']);

const groupOf = new Map(
  [...new Set(GROUPS.join(''))].map((char) => [
    char,
    GROUPS.filter((group) => group.includes(char)).join(''),
  ]),
);
const isDigit = (char: string) => char >= '0' && char <= '9';
const isLetter = (char: string) => char >= 'A' && char <= 'Z';

/** Every character a reading of `char` may have meant, itself first. */
export function lookAlikes(char: string): string[] {
  return [char, ...new Set([...(groupOf.get(char) ?? '')].filter((other) => other !== char))];
}

/** The digit a letter read where only a digit can stand was: null when no digit looks like it. */
export function asDigit(char: string): string | null {
  if (isDigit(char)) return char;
  return lookAlikes(char).find(isDigit) ?? null;
}

/** The letter a digit read where only a letter can stand was: its round or upright twin. */
export function asLetter(char: string): string | null {
  if (isLetter(char)) return char;
  return lookAlikes(char).find(isLetter) ?? null;
}

export { isDigit, isLetter };
