/**
 * The characters OCR mistakes for one another in the zone's OCR-B font. Each group is one shape: a
 * reading of any member may have been meant as any other.
 */
const GROUPS = ['0ODQ', '1IL', '2Z', '5S', '6G', '8B'];

/** A smudged or faint `<` comes back as one of these. */
export const FILLER_LOOK_ALIKES = new Set(['K', 'L', 'C', 'E', 'X', '4']);

const groupOf = new Map([...GROUPS.join('')].map((char) => [char, GROUPS.find((g) => g.includes(char))!]));
const isDigit = (char: string) => char >= '0' && char <= '9';
const isLetter = (char: string) => char >= 'A' && char <= 'Z';

/** Every character a reading of `char` may have meant, itself first. */
export function lookAlikes(char: string): string[] {
  return [char, ...[...(groupOf.get(char) ?? '')].filter((other) => other !== char)];
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
