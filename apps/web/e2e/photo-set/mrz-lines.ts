import { checkDigit, padded } from './check-digit';

/** A holder and a document as the machine-readable zone spells them: capitals, no accents. */
export type TMrzHolder = {
  /** 'P<', 'ID', 'I<', 'C<'… */
  code: string;
  /** Three characters, fillers included: 'FRA', 'D<<'. */
  issuer: string;
  nationality: string;
  surname: string;
  givenNames: string;
  documentNumber: string;
  birthDate: string;
  sex: 'M' | 'F';
  expiryDate: string;
  /** TD1 line 1 after the number (Spain's DNI number), TD3's personal number or TD2's optional data. */
  optional?: string;
  /** TD1 line 2's optional data (Belgium's national register number). */
  optional2?: string;
};

/** 'EL AMRANI' and 'SALMA MARIA' → 'EL<AMRANI<<SALMA<MARIA', as long as it comes. */
export const mrzName = (surname: string, givenNames: string) =>
  `${surname}<<${givenNames}`.replace(/[\s-]/g, '<');

/** A field with its check digit, e.g. the birth date's. */
const checked = (field: string) => `${field}${checkDigit(field)}`;

/** The two 44-character lines of a passport's data page (TD3). */
export function td3Lines(holder: TMrzHolder): [string, string] {
  const first = padded(`${holder.code}${holder.issuer}${mrzName(holder.surname, holder.givenNames)}`, 44);
  const number = checked(padded(holder.documentNumber, 9));
  const personal = checked(padded(holder.optional ?? '', 14));
  const birth = checked(holder.birthDate);
  const expiry = checked(holder.expiryDate);
  const second = `${number}${holder.nationality}${birth}${holder.sex}${expiry}${personal}`;
  return [first, `${second}${checkDigit(`${number}${birth}${expiry}${personal}`)}`];
}

/**
 * The three 30-character lines of an identity card (TD1). A number longer than nine characters (a
 * Belgian card's twelve digits) follows ICAO's rule: nine in the field, a filler where its check digit
 * would be, the rest and the check digit at the head of the optional data.
 */
export function td1Lines(holder: TMrzHolder): [string, string, string] {
  const { documentNumber: number } = holder;
  const numberField =
    number.length > 9
      ? `${number.slice(0, 9)}<${number.slice(9)}${checkDigit(number)}<`
      : checked(padded(number, 9));
  const first = padded(`${holder.code}${holder.issuer}${numberField}${holder.optional ?? ''}`, 30);
  const dates = `${checked(holder.birthDate)}${holder.sex}${checked(holder.expiryDate)}`;
  const upper = `${dates}${holder.nationality}${padded(holder.optional2 ?? '', 11)}`;
  const composite = `${first.slice(5)}${upper.slice(0, 7)}${upper.slice(8, 15)}${upper.slice(18, 29)}`;
  const third = padded(mrzName(holder.surname, holder.givenNames), 30);
  return [first, `${upper}${checkDigit(composite)}`, third];
}

/**
 * The two 36-character lines of a TD2 card (ICAO 9303 part 6): code, issuer and names; then the number,
 * nationality, dates and sex as a passport has them, seven characters of optional data and a check digit
 * over the number, the dates and the optional data.
 */
export function td2Lines(holder: TMrzHolder): [string, string] {
  const first = padded(`${holder.code}${holder.issuer}${mrzName(holder.surname, holder.givenNames)}`, 36);
  const number = checked(padded(holder.documentNumber, 9));
  const birth = checked(holder.birthDate);
  const expiry = checked(holder.expiryDate);
  const optional = padded(holder.optional ?? '', 7);
  const second = `${number}${holder.nationality}${birth}${holder.sex}${expiry}${optional}`;
  return [first, `${second}${checkDigit(`${number}${birth}${expiry}${optional}`)}`];
}

/**
 * The old French identity card's two 36-character lines (before 2021): 'IDFRA', the surname in 25, the
 * issuing office in 6; then the 12-digit card number and its check digit, given names in 14 (two
 * fillers between two names, one inside a hyphenated one), birth date and check, sex, and a check digit over both lines.
 */
export function frenchIdLines(holder: TMrzHolder, office: string): [string, string] {
  const first = `IDFRA${padded(holder.surname.replace(/[\s-]/g, '<'), 25)}${padded(office, 6)}`;
  const given = padded(holder.givenNames.replace(/-/g, '<').replace(/\s+/g, '<<'), 14);
  const second = `${checked(holder.documentNumber)}${given}${checked(holder.birthDate)}${holder.sex}`;
  return [first, `${second}${checkDigit(`${first}${second}`)}`];
}
