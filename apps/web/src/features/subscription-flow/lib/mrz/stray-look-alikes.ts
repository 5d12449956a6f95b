import { isDigit, isLetter, lookAlikes } from './look-alikes';

const otherClass = (char: string) => (isDigit(char) ? isLetter : isDigit);

/**
 * Whether a number's letters and digits meet where OCR mixes them up: a letter with a digit twin
 * between digits (or a digit with a letter twin between letters), or twice a meeting of letters and
 * digits where one side has a twin across ("CRA53242J" for CRAS324ZJ). A number's check digit is the
 * only one that weighs its characters apart (the composite weighs them alike), and two slips fool it
 * one time in ten: such a number is taken only when the page prints it too. A position whose class
 * the issuer fixes (`kinds`: `a` a letter, `n` a digit, as in NUMBER_KINDS) was settled by it, and a
 * twin the issuer never uses (`allowed`: a German number has no B, an 8 there is an 8) is no doubt.
 */
export function hasStrayLookAlike(
  number: string,
  kinds = '',
  allowed: (char: string) => boolean = () => true,
): boolean {
  const chars = [...number];
  const twinAcross = (char: string) =>
    lookAlikes(char).some((twin) => otherClass(char)(twin) && allowed(twin));
  const doubtful = (index: number) => !/[an]/.test(kinds[index] ?? '') && twinAcross(chars[index]!);
  const stray = chars.some((char, index) => {
    const neighbours = [chars[index - 1], chars[index + 1]].filter((near) => near !== undefined);
    return doubtful(index) && neighbours.length === 2 && neighbours.every((near) => otherClass(char)(near!));
  });
  const meetings = chars.filter((char, index) => {
    const next = chars[index + 1];
    return next !== undefined && otherClass(char)(next) && (doubtful(index) || doubtful(index + 1));
  });
  return stray || meetings.length >= 2;
}
