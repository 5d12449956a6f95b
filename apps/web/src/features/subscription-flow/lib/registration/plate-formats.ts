/**
 * The plate formats of the countries our customers drive from, each as its groups and the separators
 * printed between them. In a group, %L is a letter the country uses and %D a digit; a digit position
 * also takes the O, I and l OCR reads for 0 and 1, which the format settles.
 */
export type TPlateFormat = {
  country: string;
  groups: readonly string[];
  joins: readonly string[];
  letters: string;
  /** Printed as read (Morocco's Arabic letter between bars), not rebuilt from the groups. */
  asPrinted?: boolean;
  /** The marks printed between groups, besides spaces. */
  separators?: string;
  /** Too plain to be told from other countries' without the certificate naming its country. */
  needsCountry?: boolean;
  /** The first two groups may run together, no mark between them (Germany's "MM 7703" is M M 7703). */
  runTogether?: boolean;
};

export const NO_IOU = 'A-HJ-NP-TV-Z';
// Spain's provinces on the plates before 2000 ("M-1234-AB" Madrid, "SE-…" Seville).
const ES_PROVINCES =
  'A|AB|AL|AV|B|BA|BI|BU|C|CA|CC|CE|CO|CR|CS|CU|GC|GE|GI|GR|GU|H|HU|IB|J|L|LE|LO|LU|M|MA|ML|MU|NA|O|OR|OU|P|PM|PO|S|SA|SE|SG|SO|SS|T|TE|TF|TO|V|VA|VI|Z|ZA';
const CH_CANTONS = 'AG|AI|AR|BE|BL|BS|FR|GE|GL|GR|JU|LU|NE|NW|OW|SG|SH|SO|SZ|TG|TI|UR|VD|VS|ZG|ZH';
// The Netherlands' sidecodes 1 to 14 (letters, digits, and the dashes that split them).
const NL_SIDECODES = [
  ['%L{2}', '%D{2}', '%D{2}'],
  ['%D{2}', '%D{2}', '%L{2}'],
  ['%D{2}', '%L{2}', '%D{2}'],
  ['%L{2}', '%D{2}', '%L{2}'],
  ['%L{2}', '%L{2}', '%D{2}'],
  ['%D{2}', '%L{2}', '%L{2}'],
  ['%D{2}', '%L{3}', '%D{1}'],
  ['%D{1}', '%L{3}', '%D{2}'],
  ['%L{2}', '%D{3}', '%L{1}'],
  ['%L{1}', '%D{3}', '%L{2}'],
  ['%L{3}', '%D{2}', '%L{1}'],
  ['%L{1}', '%D{2}', '%L{3}'],
  ['%D{1}', '%L{2}', '%D{3}'],
  ['%D{3}', '%L{2}', '%D{1}'],
];
const PT = [
  ['%L{2}', '%D{2}', '%L{2}'],
  ['%D{2}', '%L{2}', '%D{2}'],
  ['%D{2}', '%D{2}', '%L{2}'],
  ['%L{2}', '%D{2}', '%D{2}'],
];

export const PLATE_FORMATS: readonly TPlateFormat[] = [
  { country: 'FR', groups: ['%L{2}', '%D{3}', '%L{2}'], joins: ['-', '-'], letters: NO_IOU },
  {
    country: 'FR',
    groups: ['%D{1,4}', '%L{1,3}', '(?:%D{2}|2[AB]|97%D)'],
    joins: [' ', ' '],
    letters: NO_IOU,
  },
  { country: 'ES', groups: ['%D{4}', '%L{3}'], joins: [' '], letters: 'BCDFGHJKLMNPRSTVWXYZ' },
  { country: 'ES', groups: [`(?:${ES_PROVINCES})`, '%D{4}', '%L{1,2}'], joins: ['-', '-'], letters: 'A-Z' },
  { country: 'BE', groups: ['[1-9]', '%L{3}', '%D{3}'], joins: ['-', '-'], letters: 'A-Z' },
  {
    country: 'DE',
    groups: ['%L{1,3}', '%L{1,2}', '[1-9OoIl]%D{0,3}[EH]?'],
    joins: [' ', ' '],
    letters: 'A-Z',
  },
  // A district of one letter and one letter of one's own, the space between them lost ("MM 7703"):
  // two letters split only that way; three would not say where ("HHA" is H HA or HH A).
  {
    country: 'DE',
    groups: ['%L', '%L', '[1-9OoIl]%D{0,3}[EH]?'],
    joins: [' ', ' '],
    letters: 'A-Z',
    needsCountry: true,
    runTogether: true,
  },
  { country: 'IT', groups: ['%L{2}', '%D{3}', '%L{2}'], joins: [' ', ' '], letters: 'A-HJ-NPR-TV-Z' },
  ...NL_SIDECODES.map((groups) => ({
    country: 'NL',
    groups,
    joins: ['-', '-'],
    letters: 'BDFGHJKLNPRSTVXZ',
  })),
  ...PT.map((groups) => ({ country: 'PT', groups, joins: ['-', '-'], letters: 'A-Z' })),
  {
    country: 'MA',
    groups: ['%D{1,6}', '(?:[A-Z]|\\p{Script=Arabic}{1,2})', '%D{1,2}'],
    joins: ['-', '-'],
    letters: 'A-Z',
    asPrinted: true,
    separators: '-–—.|/',
  },
  { country: 'CH', groups: [`(?:${CH_CANTONS})`, '%D{1,6}'], joins: [' '], letters: 'A-Z' },
  { country: 'GB', groups: ['%L{2}', '%D{2}', '%L{3}'], joins: ['', ' '], letters: 'A-HJ-PR-Y' },
  { country: 'LU', groups: ['%L{2}', '%D{4}'], joins: [' '], letters: 'A-Z', needsCountry: true },
];
