import type { TFormat } from './layouts';

/** Spain's DNI letter: the number modulo 23 in this table (Real Decreto 1553/2005). */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
export const dniLetter = (digits: string) => DNI_LETTERS[Number(digits) % 23]!;

/** Germany's document numbers use no vowels nor B, D, Q, S (Personalausweisverordnung): fewer look-alikes. */
const GERMAN_NUMBER = /^[0-9CFGHJKLMNPRTVWXYZ<]$/;

/**
 * What a document's number allows at each position (and in its overflow), by format and issuer, where
 * it is known and stricter than the zone's letters and digits: `n` a digit, `a` a letter, `x` either.
 * These settle what no check digit can (an L read for a 1), so only shapes every such document has are
 * listed.
 */
export const NUMBER_KINDS: Record<string, string> = {
  // German serial numbers always open with a letter, which tells the kind of document (the interior
  // ministry's note of 2007: C to K passports; identity cards since 2010 L01X00T47, T22000129).
  'TD1 D': 'axxxxxxxx',
  'TD3 D': 'axxxxxxxx',
  // Belgian cards: 12 digits; Portuguese: the 8-digit civil number, its check, 2 letters, a digit.
  'TD1 BEL': 'nnnnnnnnnnnn',
  'TD1 PRT': 'nnnnnnnnnaan',
  // Italian CIE: CA00000AA; French passports: 00AA00000; Moroccan (biometric, the only ones still
  // valid): AA0000000.
  'TD1 ITA': 'aannnnnaa',
  'TD3 FRA': 'nnaannnnn',
  'TD3 MAR': 'aannnnnnn',
  // Dutch passports and cards since 2014 (the older ones have all expired): two letters, six letters
  // or digits, a digit (the specimen SPECI2014). Read otherwise, a fresh seed's J came out an I and its
  // last 5 an S, and the check digit held.
  'TD1 NLD': 'aaxxxxxxn',
  'TD3 NLD': 'aaxxxxxxn',
};

/** Whether a whole number has the shape its issuer gives every such document, where it is known. */
export function hasIssuerShape(format: TFormat, country: string, number: string): boolean {
  const kinds = NUMBER_KINDS[`${format} ${country}`];
  if (!kinds) return true;
  const pattern = kinds.replaceAll('n', '\\d').replaceAll('a', '[A-Z]').replaceAll('x', '[A-Z0-9]');
  return new RegExp(`^${pattern}$`).test(number);
}

/**
 * Whether the number returned has letters and digits in places its issuer fixes everywhere (a DNI is 8
 * and 1); a German number fixes only its first.
 */
export const hasFixedShape = (format: TFormat, country: string) =>
  /^[an]+$/.test(NUMBER_KINDS[`${format} ${country}`] ?? '') || (format === 'TD1' && country === 'ESP');

/** Whether `char` may stand in the document number of `country`. */
export function allowedInNumber(country: string, char: string): boolean {
  if (country === 'D') return GERMAN_NUMBER.test(char);
  // Dutch numbers never hold the letter O, to tell it from zero.
  if (country === 'NLD') return char !== 'O';
  return true;
}

/**
 * The kinds a TD1 card's optional data has where a country keeps its holder's number there: the DNI
 * (8 digits and its letter) in Spain's, the CIN (one or two letters and digits) in Morocco's.
 */
export function optionalKinds(country: string, optional: string): string | null {
  if (country === 'ESP' && /^[^<]{9}/.test(optional)) return 'nnnnnnnna';
  if (country === 'MAR' && /^[^<]{2,8}</.test(optional)) {
    const length = optional.indexOf('<');
    return `ax${'n'.repeat(length - 2)}`;
  }
  return null;
}

/**
 * The number its holder knows, from a zone whose check digits hold. A Spanish DNI's zone carries the
 * card's serial as its document number and the DNI in its optional data (or, on the cards before the
 * DNIe, the DNI as the document number): the DNI's own letter must hold too, or nothing is read. A
 * Moroccan CNIE's document number is the card's; its holder's CIN is in the optional data.
 */
export function holderNumber(
  format: TFormat,
  country: string,
  documentNumber: string,
  optional: string,
): string | null {
  if (format !== 'TD1') return documentNumber;
  if (country === 'ESP') {
    // Cards before the DNIe have no optional data: their document number is the DNI itself.
    const dni = /^<*$/.test(optional)
      ? /^(\d{8})([A-Z])$/.exec(documentNumber)
      : /^(\d{8})([A-Z])/.exec(optional);
    return dni && dniLetter(dni[1]!) === dni[2] ? dni[1]! + dni[2]! : null;
  }
  if (country === 'MAR') {
    if (/^<*$/.test(optional)) return documentNumber;
    return /^([A-Z]{1,2}\d{5,6})<+$/.exec(optional)?.[1] ?? null;
  }
  return documentNumber;
}

/**
 * Whether the holder's number, when the optional data carries it, has no check of its own: a Moroccan
 * CIN is covered by the composite check digit alone (a Spanish DNI has its letter besides).
 */
export const holderNumberUnchecked = (format: TFormat, country: string) =>
  format === 'TD1' && country === 'MAR';

/** The zone writes Germany as D (ICAO 9303's one exception); everything else keeps its code. */
export const countryCode = (code: string) => (code === 'D' ? 'DEU' : code);
