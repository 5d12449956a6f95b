// The numbers of a certificate as OCR reads them: O for 0 and I or l for 1 inside a number, and a
// number is read only when it starts the value (what follows is another field's, or a unit).

const asDigits = (token: string) => token.replace(/[Oo]/g, '0').replace(/[Il|]/g, '1');

/** The first word of a value when it is a number, OCR's letters for digits put back. */
function leadingNumber(value: string): string | undefined {
  const token = asDigits(value.split(/\s+/)[0] ?? '');
  return /^\d/.test(token) ? token : undefined;
}

/** A whole number from `min` to `max` ("1O" is 10). */
export function asCount(value: string, min: number, max: number): number | undefined {
  const token = leadingNumber(value);
  if (token === undefined || !/^\d{1,2}$/.test(token)) return undefined;
  const count = Number(token);
  return count >= min && count <= max ? count : undefined;
}

/**
 * A displacement in cm³ as printed: "1461", "1 598", "1.598", "1598,00", "1598 cm3"; not a number a
 * hyphen follows, a piece of a plate read as a code ("P1-39-QZ").
 */
export function asDisplacement(value: string): number | undefined {
  const spaced = /^([\dOoIl]{1,2})[ .]([\dOoIl]{3})(?![\d.,]?\d)/.exec(value);
  const printed = spaced
    ? `${spaced[1]}${spaced[2]}`
    : /^([\dOoIl]{2,5})(?:[,.]0{1,2})?(?![\p{L}\d.,-])/u.exec(value)?.[1];
  if (printed === undefined || !/\d/.test(printed)) return undefined;
  const cm3 = Number(asDigits(printed));
  return Number.isInteger(cm3) && cm3 >= 30 && cm3 <= 9999 ? cm3 : undefined;
}

/** A net power in kW: "66", "55,2", "77.00 kW", Germany's "66/4000" (kW at rpm). */
export function asKilowatts(value: string): number | undefined {
  const token = leadingNumber(value);
  const power = token === undefined ? undefined : /^(\d{1,3})(?:[.,](\d{1,2}))?(?=$|\/|kW|KW)/i.exec(token);
  if (!power) return undefined;
  const kw = Number(`${power[1]}.${power[2] ?? '0'}`);
  return kw >= 1 && kw <= 999 ? kw : undefined;
}

/** A date as ISO YYYY-MM-DD from "14/06/2019", "14.06.2019", "14-06-2019" or "2019-06-14". */
export function asDate(value: string, today: Date): string | undefined {
  const token = asDigits(value.split(/\s+/)[0] ?? '');
  const dmy = /^(\d{2})[./-](\d{2})[./-](\d{4})$/.exec(token);
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(token);
  const [year, month, day] = dmy ? [dmy[3], dmy[2], dmy[1]] : ymd ? [ymd[1], ymd[2], ymd[3]] : [];
  if (year === undefined) return undefined;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const iso = `${year}-${month}-${day}`;
  const real = date.toISOString().slice(0, 10) === iso;
  return real && Number(year) >= 1900 && date <= today ? iso : undefined;
}
