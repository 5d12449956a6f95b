/** ICAO 9303 check digit: weights 7, 3, 1; digits as themselves, A–Z as 10–35, the filler as 0. */
export function checkDigit(text: string): string {
  const weights = [7, 3, 1];
  let sum = 0;
  for (const [index, char] of [...text].entries()) {
    const value = char === '<' ? 0 : /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 55;
    sum += value * weights[index % 3]!;
  }
  return String(sum % 10);
}

/** A field of the zone: brought to its length with fillers, or cut to it. */
export const padded = (text: string, length: number) => text.padEnd(length, '<').slice(0, length);
