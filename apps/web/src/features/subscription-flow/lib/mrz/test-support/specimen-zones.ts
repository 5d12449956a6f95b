import { checkDigit } from '../check-digit';

/** A holder and their document, as a specimen generator gives them (dates YYMMDD). */
export type TSpecimen = {
  code: string;
  country: string;
  nationality?: string;
  number: string;
  lastName: string;
  firstName: string;
  birth: string;
  sex: 'M' | 'F' | '<';
  expiry: string;
  /** The optional data: TD3's personal number, TD1's first line's (after the number), TD2's. */
  optional?: string;
  optional2?: string;
};

/** A holder's dates and sex, and one with compound names that fill a zone's names field. */
export const HOLDER = { birth: '900215', sex: 'M', expiry: '310101' } as const;
export const EL_MOUDEN = { ...HOLDER, lastName: 'EL MOUDEN', firstName: 'MOHAMMED AMINE ABDELKADER' };

const pad = (text: string, length: number) => (text + '<'.repeat(length)).slice(0, length);
const words = (name: string) => name.trim().replace(/[\s-]+/g, '<');
const nameField = ({ lastName, firstName }: TSpecimen, length: number) =>
  pad(`${words(lastName)}<<${words(firstName)}`, length);

export function td3(s: TSpecimen): string[] {
  const number = pad(s.number, 9);
  const personal = pad(s.optional ?? '', 14);
  const personalCheck = s.optional ? checkDigit(personal) : '<';
  const line = `${number}${checkDigit(number)}${s.nationality ?? s.country}${s.birth}${checkDigit(s.birth)}${s.sex}${s.expiry}${checkDigit(s.expiry)}${personal}${personalCheck}`;
  const composite = checkDigit(line.slice(0, 10) + line.slice(13, 20) + line.slice(21, 43));
  return [pad(s.code, 2) + pad(s.country, 3) + nameField(s, 39), line + composite];
}

/** A number longer than 9 overflows into the optional data (ICAO 9303 part 5); Portugal counts the `<`. */
function numberAndOptional(s: TSpecimen, optionalLength: number): string {
  if (s.number.length <= 9) {
    const number = pad(s.number, 9);
    return number + checkDigit(number) + pad(s.optional ?? '', optionalLength);
  }
  const [head, tail] = [s.number.slice(0, 9), s.number.slice(9)];
  const check = checkDigit(s.country === 'PRT' ? `${head}<${tail}` : s.number);
  return `${head}<${pad(tail + check + (s.optional ?? ''), optionalLength)}`;
}

export function td1(s: TSpecimen): string[] {
  const first = pad(s.code, 2) + pad(s.country, 3) + numberAndOptional(s, 15);
  const dates = `${s.birth}${checkDigit(s.birth)}${s.sex}${s.expiry}${checkDigit(s.expiry)}`;
  const second = `${dates}${pad(s.nationality ?? s.country, 3)}${pad(s.optional2 ?? '', 11)}`;
  const composite = checkDigit(
    first.slice(5) + second.slice(0, 7) + second.slice(8, 15) + second.slice(18, 29),
  );
  return [first, second + composite, nameField(s, 30)];
}

export function td2(s: TSpecimen): string[] {
  const numbers = numberAndOptional({ ...s, optional: '' }, 0).slice(0, 10);
  const line = `${numbers}${s.nationality ?? s.country}${s.birth}${checkDigit(s.birth)}${s.sex}${s.expiry}${checkDigit(s.expiry)}${pad(s.optional ?? '', 7)}`;
  const composite = checkDigit(line.slice(0, 10) + line.slice(13, 20) + line.slice(21, 35));
  return [pad(s.code, 2) + pad(s.country, 3) + nameField(s, 31), line + composite];
}

/**
 * The French card of 1988–2021: `number` is its 12 characters (year and month of issue, department,
 * serial), the given names are separated by `<<`, and the office code closes the first line.
 */
export function frenchCard(s: TSpecimen & { office: string }): string[] {
  const first = `IDFRA${pad(words(s.lastName), 25)}${pad(s.number.slice(4, 7) + s.office, 6)}`;
  const given = pad(s.firstName.trim().split(/\s+/).join('<<'), 14);
  const second = `${s.number}${checkDigit(s.number)}${given}${s.birth}${checkDigit(s.birth)}${s.sex}`;
  return [first, second + checkDigit(first + second)];
}
