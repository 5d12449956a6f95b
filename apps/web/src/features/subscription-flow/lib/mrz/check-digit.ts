/** A character's value in ICAO 9303's check digits: digits as themselves, A–Z from 10, the filler 0. */
export function charValue(char: string): number {
  if (char === '<') return 0;
  const code = char.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 55;
}

/** ICAO 9303's weights, repeated along the text. */
export const weightAt = (index: number) => [7, 3, 1][index % 3]!;

/** The check digit ICAO 9303 computes over `text`. */
export function checkDigit(text: string): string {
  let sum = 0;
  for (let index = 0; index < text.length; index += 1) sum += charValue(text[index]!) * weightAt(index);
  return String(sum % 10);
}
