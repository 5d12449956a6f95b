import { isDigit, isLetter, lookAlikes } from './look-alikes';

const otherClass = (char: string) => (isDigit(char) ? isLetter : isDigit);
const twinAcross = (char: string) => lookAlikes(char).some(otherClass(char));

/**
 * Whether a number's letters and digits meet where OCR mixes them up: a letter with a digit twin
 * between digits (or a digit with a letter twin between letters), or twice a meeting of letters and
 * digits where one side has a twin across ("CRA53242J" for CRAS324ZJ). A number's check digit is the
 * only one that weighs its characters apart (the composite weighs them alike), and two slips fool it
 * one time in ten: such a number is taken only when the page prints it too.
 */
export function hasStrayLookAlike(number: string): boolean {
  const chars = [...number];
  const stray = chars.some((char, index) => {
    const neighbours = [chars[index - 1], chars[index + 1]].filter((near) => near !== undefined);
    return twinAcross(char) && neighbours.length === 2 && neighbours.every((near) => otherClass(char)(near!));
  });
  const meetings = chars.filter((char, index) => {
    const next = chars[index + 1];
    return next !== undefined && otherClass(char)(next) && (twinAcross(char) || twinAcross(next));
  });
  return stray || meetings.length >= 2;
}
