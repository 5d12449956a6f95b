/**
 * Small letters shaped as their capitals, which OCR reads small off a value printed in capitals
 * ("XE-83-mC", "OCTAvIA"): put back in capitals, they are the letters printed.
 */
export const SMALL_AS_CAPITALS = 'ckmopsuvwxz';

/** Letters in one case, or a capital then small letters ("Golf"): as printed. */
const ONE_CASE = /^(?:\p{Lu}+|\p{Lu}?\p{Ll}+)$/u;

/**
 * A word of a value printed in capitals, each run of letters put back in capitals when its small
 * letters are shaped as their capitals ("OCTAvIA" is OCTAVIA); none when another small letter stands
 * among capitals, a letter OCR misread ("SKobA" for SKODA). "Golf", "Mercedes-Benz" and "e-GOLF" are
 * as printed.
 */
export function asCapitals(word: string): string | undefined {
  let misread = false;
  const put = word.replace(/\p{L}+/gu, (letters) => {
    if (ONE_CASE.test(letters)) return letters;
    misread ||= !(letters.match(/\p{Ll}/gu) ?? []).every((letter) => SMALL_AS_CAPITALS.includes(letter));
    return letters.toUpperCase();
  });
  return misread ? undefined : put;
}
