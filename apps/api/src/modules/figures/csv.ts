import type { TCentimes } from '@bi/domain';

/**
 * The CSV French Excel opens as columns with a double click (decision 054): UTF-8 with a byte-order mark
 * (without it Excel reads Arabic and accents as Windows-1252), `;` between fields (a comma is the
 * decimal sign in French), lines ended by CRLF (RFC 4180).
 */
const BOM = '\uFEFF';
const SEPARATOR = ';';

/** An amount in MAD with two decimals and a decimal comma, no thousands sign: 1234,50. */
export const csvAmount = (centimes: TCentimes): string => {
  const whole = Math.trunc(Math.abs(centimes) / 100);
  const cents = String(Math.abs(centimes) % 100).padStart(2, '0');
  return `${centimes < 0 ? '-' : ''}${whole},${cents}`;
};

/**
 * A field as Excel must read it: quoted when it holds the separator, a quote or a line break; a text
 * starting with = + - @ is prefixed with an apostrophe so that a name typed in the console is never
 * run as a formula (CSV injection); a number, negative or not, stays a number.
 */
function field(value: string | null | undefined): string {
  const text = value ?? '';
  const formula = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(,\d+)?$/.test(text);
  const safe = formula ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole file: its lines of fields, an empty array for an empty line. */
export const toCsv = (lines: readonly (readonly (string | null | undefined)[])[]): string =>
  BOM + lines.map((line) => line.map(field).join(SEPARATOR)).join('\r\n') + '\r\n';
