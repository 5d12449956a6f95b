/** The digits an Arabic keyboard types: Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹). */
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
/** The Arabic decimal separator (٫), typed where a French keyboard gives a comma. */
const ARABIC_DECIMAL_SEPARATOR = /\u066B/g;

/**
 * The text with each digit an Arabic keyboard types written as its Western digit, and the Arabic
 * decimal separator as a dot: "٤١٥٫١٢" is "415.12". Moroccan forms and the spec's numbers use Western
 * digits; a phone set to Arabic may type the others, which a field that keeps only `\d` dropped silently.
 */
export function westernDigits(text: string): string {
  return text
    .replace(ARABIC_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replace(ARABIC_DECIMAL_SEPARATOR, '.');
}

/** Only the digits of `text`, Western, `max` at most: what a numeric field keeps of a keystroke. */
export function digitsOnly(text: string, max: number = Number.POSITIVE_INFINITY): string {
  return westernDigits(text).replace(/\D/g, '').slice(0, max);
}
