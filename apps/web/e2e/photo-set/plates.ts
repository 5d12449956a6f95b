import { DIGITS, type TRandom } from './seeded-random';

/** Each country's current plate format, with the letters it leaves out so none is mistaken for a digit. */
export const PLATES = {
  // SIV (2009): AA-123-AA, without I, O, U.
  FR: (random: TRandom) =>
    `${random.string(2, 'ABCDEFGHJKLMNPQRSTVWXYZ')}-${random.string(3, DIGITS)}-${random.string(2, 'ABCDEFGHJKLMNPQRSTVWXYZ')}`,
  // 2000: four digits and three consonants, no vowel, Ñ or Q.
  ES: (random: TRandom) => `${random.string(4, DIGITS)} ${random.string(3, 'BCDFGHJKLMNPRSTVWXYZ')}`,
  // 2010: 1-ABC-234.
  BE: (random: TRandom) =>
    `${random.int(1, 2)}-${random.string(3, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}-${random.string(3, DIGITS)}`,
  // A district's letters, one or two letters of one's own, up to four digits.
  DE: (random: TRandom) =>
    `${random.pick(['M', 'B', 'HH', 'K', 'F', 'S', 'DO', 'GÖ'])} ${random.string(random.int(1, 2), 'ABCDEFGHJKLMNPRSTUVWXYZ')} ${random.int(1, 9999)}`,
  // 1994: AB 123 CD, without I, O, Q, U.
  IT: (random: TRandom) =>
    `${random.string(2, 'ABCDEFGHJKLMNPRSTVWXYZ')} ${random.string(3, DIGITS)} ${random.string(2, 'ABCDEFGHJKLMNPRSTVWXYZ')}`,
  // Side codes 9 and 11 (2008–2019 and now): 99-XXX-9, XX-999-X; no vowels, no C or Q.
  NL: (random: TRandom) =>
    random.chance(0.5)
      ? `${random.string(2, DIGITS)}-${random.string(3, 'BDFGHJKLNPRSTVXZ')}-${random.int(1, 9)}`
      : `${random.string(2, 'BDFGHJKLNPRSTVXZ')}-${random.string(3, DIGITS)}-${random.string(1, 'BDFGHJKLNPRSTVXZ')}`,
  // 2020: AA-00-AA.
  PT: (random: TRandom) =>
    `${random.string(2, 'ABCDEFGHIJLMNOPQRSTUVXZ')}-${random.string(2, DIGITS)}-${random.string(2, 'ABCDEFGHIJLMNOPQRSTUVXZ')}`,
} as const;

export type TPlateCountry = keyof typeof PLATES;
