import type { TNameCountry } from './holder-names';
import { DIGITS, LETTERS, type TRandom } from './seeded-random';

/** One kind of identity document: how its zone is laid out and what its number looks like. */
export type TIdentityTemplate = {
  country: TNameCountry;
  family: 'TD3' | 'TD1' | 'TD2' | 'FR_ID';
  document: string;
  code: string;
  issuer: string;
  title: string;
  subtitle: string;
  /** Light background colours of the document, top to bottom. */
  tint: [string, string];
  number: (random: TRandom) => string;
  /**
   * TD1 line 1's optional data (Spain: the DNI number with its letter), TD3's personal number or TD2's
   * optional data.
   */
  optional?: (random: TRandom) => string;
  optional2?: (random: TRandom) => string;
};

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
/** A Spanish DNI number: eight digits and the letter their remainder by 23 gives. */
const dniNumber = (random: TRandom) => {
  const digits = random.string(8, DIGITS);
  return `${digits}${DNI_LETTERS[Number(digits) % 23]}`;
};

export const IDENTITY_TEMPLATES: readonly TIdentityTemplate[] = [
  {
    country: 'FR',
    family: 'TD3',
    document: 'French passport',
    code: 'P<',
    issuer: 'FRA',
    title: 'RÉPUBLIQUE FRANÇAISE',
    subtitle: 'PASSEPORT / PASSPORT',
    tint: ['#eef0f7', '#f6e9ee'],
    number: (random) => `${random.string(2, DIGITS)}${random.string(2, LETTERS)}${random.string(5, DIGITS)}`,
  },
  {
    country: 'NL',
    family: 'TD3',
    document: 'Dutch passport',
    code: 'P<',
    issuer: 'NLD',
    title: 'KONINKRIJK DER NEDERLANDEN',
    subtitle: 'PASPOORT / PASSPORT / PASSEPORT',
    tint: ['#f4efe8', '#e8eef6'],
    number: (random) =>
      `${random.string(2, 'BCDFGHJKLNPRSTVWXYZ')}${random.string(6, 'BCDFGHJKLNPRSTVWXYZ123456789')}${random.int(1, 9)}`,
    optional: (random) => random.string(9, DIGITS),
  },
  {
    country: 'MA',
    family: 'TD3',
    document: 'Moroccan passport',
    code: 'P<',
    issuer: 'MAR',
    title: 'ROYAUME DU MAROC',
    subtitle: 'PASSEPORT / PASSPORT',
    tint: ['#f1eee2', '#e6efe6'],
    number: (random) => `${random.string(2, LETTERS)}${random.string(7, DIGITS)}`,
  },
  {
    country: 'ES',
    family: 'TD1',
    document: 'Spanish DNI',
    code: 'ID',
    issuer: 'ESP',
    title: 'REINO DE ESPAÑA',
    subtitle: 'DOCUMENTO NACIONAL DE IDENTIDAD',
    tint: ['#eef2f4', '#f3ece4'],
    number: (random) => `${random.string(3, 'ABCDEFGHJKLMN')}${random.string(6, DIGITS)}`,
    optional: dniNumber,
  },
  {
    country: 'BE',
    family: 'TD1',
    document: 'Belgian identity card',
    code: 'ID',
    issuer: 'BEL',
    title: 'BELGIQUE · BELGIË · BELGIEN',
    subtitle: "CARTE D'IDENTITÉ · IDENTITEITSKAART",
    tint: ['#f3eee6', '#e9eef0'],
    // Twelve digits: three more than the zone's field holds (td1Lines' overflow).
    number: (random) => `59${random.string(10, DIGITS)}`,
    optional2: (random) => random.string(11, DIGITS),
  },
  {
    country: 'DE',
    family: 'TD1',
    document: 'German identity card',
    code: 'ID',
    issuer: 'D<<',
    title: 'BUNDESREPUBLIK DEUTSCHLAND',
    subtitle: 'PERSONALAUSWEIS / IDENTITY CARD',
    tint: ['#eef1ea', '#f2ecea'],
    number: (random) => `${random.pick(['L', 'T'])}${random.string(8, 'CFGHJKLMNPRTVWXYZ0123456789')}`,
  },
  {
    country: 'IT',
    family: 'TD1',
    document: 'Italian identity card',
    code: 'C<',
    issuer: 'ITA',
    title: 'REPUBBLICA ITALIANA',
    subtitle: "CARTA D'IDENTITÀ / IDENTITY CARD",
    tint: ['#eef2ee', '#f4eee8'],
    number: (random) => `CA${random.string(5, DIGITS)}${random.string(2, LETTERS)}`,
  },
  {
    country: 'PT',
    family: 'TD1',
    document: 'Portuguese citizen card',
    code: 'I<',
    issuer: 'PRT',
    title: 'REPÚBLICA PORTUGUESA',
    subtitle: 'CARTÃO DE CIDADÃO',
    tint: ['#edf1f2', '#f1eee6'],
    // The 8-digit civil number, its check digit, the card's two letters and version: twelve characters,
    // three past the zone's field (ICAO's overflow).
    number: (random) =>
      `${random.string(8, DIGITS)}${random.int(0, 9)}${random.string(2, 'ZYXW')}${random.int(0, 9)}`,
  },
  {
    country: 'MA',
    family: 'TD1',
    document: 'Moroccan CNIE',
    code: 'I<',
    issuer: 'MAR',
    title: 'ROYAUME DU MAROC',
    subtitle: "CARTE NATIONALE D'IDENTITÉ ÉLECTRONIQUE",
    tint: ['#f2ede2', '#e7eee9'],
    // The card's own number in the number field; the holder's CIN, which people know, in the optional data.
    number: (random) => `${random.string(2, LETTERS)}${random.string(7, DIGITS)}`,
    optional: (random) => `${random.string(random.int(1, 2), LETTERS)}${random.string(6, DIGITS)}`,
  },
  {
    country: 'FR',
    family: 'FR_ID',
    document: 'French identity card (old)',
    code: 'ID',
    issuer: 'FRA',
    title: 'RÉPUBLIQUE FRANÇAISE',
    subtitle: "CARTE NATIONALE D'IDENTITÉ",
    tint: ['#e9eef3', '#f2e8ea'],
    // Issued year and month, the issuing department's three characters, then five digits.
    number: (random) =>
      `${random.int(5, 20).toString().padStart(2, '0')}${random.int(1, 12).toString().padStart(2, '0')}` +
      `${random.pick(['013', '060', '130', '330', '690', '750', '920'])}${random.string(5, DIGITS)}`,
  },
];

/**
 * Kinds added after the halves were first drawn. They are drawn from a seed of their own and shot after
 * the first ones (plan-half.ts), so adding one leaves every earlier photo of both halves as it was.
 */
export const ADDED_IDENTITY_TEMPLATES: readonly TIdentityTemplate[] = [
  {
    country: 'RO',
    family: 'TD2',
    document: 'Romanian identity card',
    code: 'ID',
    issuer: 'ROU',
    title: 'ROMÂNIA · ROMANIA · ROUMANIE',
    subtitle: "CARTE DE IDENTITATE · IDENTITY CARD · CARTE D'IDENTITÉ",
    tint: ['#eef0f4', '#f1ede3'],
    // The card's series (two letters) and number (six digits), as its holder gives them.
    number: (random) => `${random.string(2, LETTERS)}${random.string(6, DIGITS)}`,
    // The zone's optional data: the personal numeric code's first digit and its last six.
    optional: (random) => `${random.int(1, 6)}${random.string(6, DIGITS)}`,
  },
];
