import { type TRandom, pick } from './ocr-noise';
import { type TSpecimen, frenchCard, td1, td2, td3 } from './specimen-zones';

/** A generated document: its zone, what a reading must give, and the page printed around the zone. */
export type TCase = {
  kind: string;
  zone: string[];
  number: string;
  lastName: string;
  firstName: string;
  /** The names as the page prints them, and the number when the page shows it. */
  page: string[];
};

const LAST_NAMES = [
  'EL MOUDEN',
  'VAN DER BERG',
  'BENALI',
  'GARCIA MARTINEZ',
  'OUAZZANI CHAHDI',
  'DUPONT',
  'ROSSI',
];
const FIRST_NAMES = [
  'MOHAMMED AMINE ABDELKADER',
  'ANNA MARIA',
  'FATIMA ZAHRA',
  'JEAN PIERRE',
  'YOUSSEF',
  'LUCIA',
];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

const of = (random: TRandom, alphabet: string, length: number) =>
  Array.from({ length }, () => pick(random, [...alphabet])).join('');
const digits = (random: TRandom, length: number) => of(random, '0123456789', length);
const letters = (random: TRandom, length: number) => of(random, LETTERS, length);
const date = (random: TRandom, from: number, to: number) =>
  `${String(from + Math.floor(random() * (to - from))).padStart(2, '0')}${String(1 + Math.floor(random() * 12)).padStart(2, '0')}${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;

/** The names a zone field of `length` keeps: both, cut at the field's end. */
function kept(lastName: string, firstName: string, length: number) {
  const field = `${lastName.replaceAll(' ', '<')}<<${firstName.replaceAll(' ', '<')}`.slice(0, length);
  const [last = '', first = ''] = field.split('<<');
  const words = (part: string) => part.replace(/<+/g, ' ').trim();
  return { lastName: words(last), firstName: words(first) };
}

type TMaker = (
  random: TRandom,
  holder: Omit<TSpecimen, 'code' | 'country' | 'number'>,
) => Omit<TCase, 'page'>;

const passport =
  (country: string, number: (random: TRandom) => string): TMaker =>
  (random, holder) => {
    const s = { ...holder, code: 'P', country, number: number(random) };
    return { kind: `TD3 ${country}`, zone: td3(s), number: s.number, ...kept(s.lastName, s.firstName, 39) };
  };

const card =
  (
    country: string,
    code: string,
    number: (random: TRandom) => string,
    optional?: (r: TRandom) => string,
  ): TMaker =>
  (random, holder) => {
    const s = { ...holder, code, country, number: number(random), optional: optional?.(random) };
    const known = country === 'ESP' || country === 'MAR' ? s.optional! : s.number;
    return { kind: `TD1 ${country}`, zone: td1(s), number: known, ...kept(s.lastName, s.firstName, 30) };
  };

const dni = (random: TRandom) => {
  const number = digits(random, 8);
  return number + DNI_LETTERS[Number(number) % 23]!;
};

/** The documents issue 36 names, with numbers shaped as their issuers make them. */
export const MAKERS: TMaker[] = [
  passport('MAR', (r) => letters(r, 2) + digits(r, 7)),
  passport('FRA', (r) => digits(r, 2) + letters(r, 2) + digits(r, 5)),
  passport('UTO', (r) => of(r, LETTERS + '0123456789', 9)),
  card('ESP', 'ID', (r) => letters(r, 3) + digits(r, 6), dni),
  card('BEL', 'ID', (r) => digits(r, 12)),
  card(
    'NLD',
    'I<',
    (r) => of(r, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2) + of(r, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 6) + digits(r, 1),
    (r) => digits(r, 9),
  ),
  card('ITA', 'C<', (r) => `CA${digits(r, 5)}${letters(r, 2)}`),
  // German numbers open with a letter (national.ts), then letters and digits of the same alphabet.
  card('D', 'ID', (r) => of(r, 'CFGHJKLMNPRTVWXYZ', 1) + of(r, 'CFGHJKLMNPRTVWXYZ0123456789', 8)),
  card('PRT', 'I<', (r) => `${digits(r, 9)}${letters(r, 2)}${digits(r, 1)}`),
  card(
    'MAR',
    'ID',
    (r) => letters(r, 1) + digits(r, 8),
    (r) => letters(r, 1 + Math.floor(r() * 2)) + digits(r, 6),
  ),
  (random, holder) => {
    const s = { ...holder, code: 'I', country: 'UTO', number: of(random, LETTERS + '0123456789', 9) };
    return { kind: 'TD2 UTO', zone: td2(s), number: s.number, ...kept(s.lastName, s.firstName, 31) };
  },
  (random, holder) => {
    const number = `${date(random, 95, 99).slice(0, 4)}${digits(random, 3)}${digits(random, 5)}`;
    const firstName = holder.firstName.split(' ').slice(0, 2).join(' ').slice(0, 14);
    const zone = frenchCard({
      ...holder,
      firstName,
      code: 'ID',
      country: 'FRA',
      number,
      office: digits(random, 3),
    });
    const given = firstName.replaceAll(' ', '<<').slice(0, 14).replace(/<+/g, ' ').trim();
    return { kind: 'FR_ID', zone, number, lastName: holder.lastName.slice(0, 25), firstName: given };
  },
];

/** One generated document, its page printing the names (and, on a passport's page, the number) or not. */
export function randomCase(random: TRandom): TCase {
  const holder = {
    lastName: pick(random, LAST_NAMES),
    firstName: pick(random, FIRST_NAMES),
    birth: date(random, 50, 99),
    sex: pick(random, ['M', 'F'] as const),
    expiry: date(random, 26, 35),
  };
  const made = pick(random, MAKERS)(random, holder);
  const page = ['ROYAUME DU MAROC', 'SPECIMEN'];
  if (random() < 0.6) page.push(`NOM ${holder.lastName}`, `PRENOMS ${holder.firstName}`);
  if (made.kind.startsWith('TD3') && random() < 0.7) page.push(`N ${made.number}`);
  return { ...made, page };
}
