import type { TField } from './fields';

// The names certificates print for the fields, in the languages of the countries our customers drive
// from: France, Belgium (fr/nl/de), Spain, Germany, Italy, the Netherlands, Portugal, and Morocco's
// carte grise, which names its fields in words. Written without accents: matched on text without them.
const LABELS: Record<Exclude<TField, 'other'>, readonly string[]> = {
  A: [
    "n[°o]?\\s*d'?\\s*immatriculation",
    "numero\\s+d'?\\s*immatriculation",
    'immatriculation',
    '(?:numero\\s+de\\s+)?matricula',
    '(?:amtliches\\s+)?kennzeichen',
    'kenteken',
    'targa',
    'nummerplaat',
  ],
  B: [
    'date\\s+de\\s+(?:la\\s+)?(?:premiere|1\\s*[eè]?re)\\s+immatriculation',
    '(?:premiere|1ere)\\s+immatriculation',
    'date\\s+de\\s+(?:la\\s+)?(?:premiere|1\\s*[eè]?re)\\s+mise\\s+en\\s+circulation',
    'fecha\\s+(?:de\\s+)?(?:la\\s+)?primera\\s+matriculacion',
    'primera\\s+matriculacion',
    '(?:datum\\s+der\\s+)?erstzulassung',
    '(?:datum\\s+)?eerste\\s+toelating',
    '(?:data\\s+di\\s+)?prima\\s+immatricolazione',
    '(?:data\\s+da\\s+)?primeira\\s+matricula',
  ],
  D1: ['marque', 'marca', 'marke', 'merk'],
  D2: ['tipo\\s*/\\s*variante(?:\\s*/\\s*version)?', 'type', 'typ', 'tipo'],
  D3: [
    'denomination\\s+commerciale',
    'denominacion\\s+comercial',
    'handelsbezeichnung(?:\\s*\\(\\s*en\\s*\\))?',
    'handelsbenaming',
    'denominazione\\s+commerciale',
    'denominacao\\s+comercial',
    'type\\s+commercial',
    'modele',
    'modelo',
  ],
  J: ['fahrzeugklasse', 'voertuigcategorie', 'categorie', 'categoria'],
  J1: ['genre\\s+national', 'genre'],
  P1: ['cylindree', 'cilindrada', 'hubraum', 'cilinderinhoud', 'cilindrata'],
  P2: ['puissance\\s+nette(?:\\s+maximale)?', 'potencia(?:\\s+neta)?', 'nennleistung', 'potenza', 'vermogen'],
  P3: [
    "source\\s+d'?\\s*energie",
    'energie',
    '(?:type\\s+)?carburant',
    '(?:tipo\\s+de\\s+)?combustible',
    'kraftstoffart(?:\\s+oder\\s+energiequelle)?',
    'kraftstoff',
    'brandstof',
    'alimentazione',
    'combustivel',
  ],
  P6: ['puissance\\s+(?:fiscale|administrative)'],
  S1: [
    'places\\s+assises',
    'nombre\\s+de\\s+places',
    '(?:numero\\s+de\\s+)?plazas(?:\\s+de\\s+asiento)?',
    'sitzplatze',
    'zitplaatsen',
    'posti(?:\\s+a\\s+sedere)?',
    'lugares(?:\\s+sentados)?',
  ],
};

// Titles and neighbouring fields that end a value without being read: "CERTIFICAT D'IMMATRICULATION"
// must not be taken for field A, a code misread in a title ("CARTA Dl CIRCOLAZIONE", Dl read as D.1)
// is given no make, and a German row's "Hersteller-Kurzbezeichnung" ends the model.
const OTHERS = [
  "certificat\\s+d'?\\s*immatriculation",
  'certificado\\s+de\\s+matricula',
  'permiso\\s+de\\s+circulacion',
  'circolazione',
  'kentekenbewijs',
  'inschrijvingsbewijs',
  'zulassungsbescheinigung',
  'fahrzeugschein',
  'hersteller(?:-?\\s*kurzbezeichnung)?',
  "numero\\s+d'?\\s*identification",
  'numero\\s+de\\s+identificacion',
  'fahrzeug-?\\s*identifizierungsnummer',
  'identificatienummer',
  'variante',
  'version',
  'carrosserie',
  'karosserie',
  'aufbau',
  'couleur',
  'farbe',
  'color',
  'colore',
  'kleur',
  'cor',
];

const ALL: readonly (readonly [TField, string])[] = [
  ...Object.entries(LABELS).flatMap(([field, names]) =>
    names.map((name) => [field as TField, name] as const),
  ),
  ...OTHERS.map((name) => ['other', name] as const),
];

/** Every label, longest first so "date de première immatriculation" is B and not A. */
export const LABEL_PATTERN = new RegExp(
  `(?<![\\p{L}\\d])(?:${[...ALL]
    .sort((a, b) => b[1].length - a[1].length)
    .map(([, name]) => `(${name})`)
    .join('|')})(?![\\p{L}\\d])`,
  'giu',
);
const FIELD_OF_GROUP = [...ALL].sort((a, b) => b[1].length - a[1].length).map(([field]) => field);

/** The field of a LABEL_PATTERN match, by the group that matched. */
export const fieldOfLabel = (match: RegExpExecArray): TField =>
  FIELD_OF_GROUP[match.slice(1).findIndex((group) => group !== undefined)] ?? 'other';

// Words of the printed labels, in any of those languages, that are never a make or a model by
// themselves: a value made of them is the label OCR read beside an empty box. Short joining words
// ("de", "und") are left out: a model may start with a letter ("E 220").
const LABEL_WORDS = new Set(
  (
    'marque marca marke merk type typ tipo variante version versione modele modelo denomination ' +
    'denominacion denominazione denominacao commerciale comercial commercial handelsbezeichnung ' +
    'handelsbezeichnungen handelsbenaming en genre national carrosserie karosserie aufbau categorie ' +
    'categoria fahrzeugklasse voertuigcategorie nom name code hersteller kurzbezeichnung fabricant ' +
    'fabricante costruttore fabrikant cylindree cilindrada hubraum puissance potencia nennleistung potenza ' +
    'vermogen energie carburant combustible kraftstoffart kraftstoff brandstof alimentazione places plazas ' +
    'sitzplatze zitplaatsen posti lugares kw cm cm3 ccm in einschliesslich einschließlich fahrer oder ' +
    'energiequelle nenndrehzahl bei min'
  ).split(' '),
);

/** How many characters changed, added or dropped make `a` into `b` (Levenshtein's distance). */
function editsApart(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length]!;
}

/** Letters from which a label word read with two of them wrong is still that label, no name being so near. */
const TWO_MISREAD_FROM = 10;

/** Label words long enough that their first five letters or more name nothing else. */
const LONG_LABEL_WORDS = [...LABEL_WORDS].filter((label) => label.length >= 9);

/** A word with small letters and no capital: a label's, as no make nor model is printed so. */
const inSmallLettersOnly = (word: string) => /\p{Ll}/u.test(word) && !/\p{Lu}/u.test(word);

/** Letters a cut label word keeps at least; fewer when read in small letters only (above). */
const CUT_LABEL_LETTERS = 5;
const CUT_SMALL_LABEL_LETTERS = 3;

/**
 * The start of a long label word, cut where the box or the photo's crop ended ("handel" of
 * Handelsbezeichnung): five letters at least of a word of nine or more, whose starts name no make or
 * model; three at least left out (a word one letter short is the misreading below's case). Read in
 * small letters, three letters are enough: a make or a model is printed in capitals, and a Dutch label
 * cut at the crop after "hand" had been filled as the model (fresh seed 36607).
 */
const isCutLabel = (bare: string, small: boolean) =>
  bare.length >= (small ? CUT_SMALL_LABEL_LETTERS : CUT_LABEL_LETTERS) &&
  LONG_LABEL_WORDS.some((label) => label.length - bare.length >= 3 && label.startsWith(bare));

/**
 * A word printed as part of a label ("Handelsbezeichnung", "Variante", "Genre", "in cm³" …), such a
 * word of five letters or more with one letter misread ("varca", "penominacion": a photo's grey label
 * read by OCR), of ten or more with two ("OENOMNACION", fresh seed 36341), or a long one cut short,
 * which no make or model is.
 */
export function isLabelWord(word: string): boolean {
  const bare = withoutAccentsLower(word).replace(/[^\p{L}\d]/gu, '');
  if (LABEL_WORDS.has(bare) || isCutLabel(bare, inSmallLettersOnly(word))) return true;
  const most = bare.length >= TWO_MISREAD_FROM ? 2 : 1;
  return (
    bare.length >= 5 &&
    [...LABEL_WORDS].some(
      (label) =>
        label.length >= 5 && Math.abs(label.length - bare.length) <= most && editsApart(bare, label) <= most,
    )
  );
}

const count = (word: string, letters: RegExp) => word.match(letters)?.length ?? 0;

/** A word with more small letters than capitals: a grey label OCR read ("wmatricua", "waTRicula"). */
export const inSmallLetters = (word: string) => count(word, /\p{Ll}/gu) > count(word, /\p{Lu}/gu);

/**
 * A value in capitals and digits, a few letters OCR read small aside ("XE-83-mC", "VOLKSwaGen"): a
 * plate, a make or a model.
 */
const inCapitals = (word: string) =>
  /[\p{Lu}\d]/u.test(word) && count(word, /\p{Ll}/gu) < count(word, /[\p{Lu}\d]/gu);

/**
 * A word mostly in small letters before a word in capitals: a plate, a make and a model are printed
 * in capitals, so this is a label OCR read beside the value ("wos PANDA", "Kkenteken 77-KVN-9",
 * "marc, VOLKSwaGen"). Not for every field: a German certificate writes its fuel "Diesel".
 */
const isLabelBeforeCapitals = (word: string, rest: readonly string[]) =>
  inSmallLetters(word) && rest.some(inCapitals);

/** Letters a long label word's start must share with a word for the word to be that label misread. */
const LABEL_START = 5;

/**
 * A long label word's start misread partway and cut short ("handesd" of Handelsbenaming): no label
 * word, its first letters a label's, three letters at least of the label unread. The engine lost the
 * label where it misread it, so what it read next may be the label's rest as well as the value ("D.3
 * handesd HL", a Dutch 308 never read); a label misread but read to its end is followed by the value
 * ("Handelsbezeichoungien) IBIZA").
 */
const isMisreadLabelStart = (word: string) => {
  const bare = withoutAccentsLower(word).replace(/[^\p{L}]/gu, '');
  return (
    bare.length >= LABEL_START &&
    !isLabelWord(word) &&
    LONG_LABEL_WORDS.some(
      (label) => label.length - bare.length >= 3 && label.startsWith(bare.slice(0, LABEL_START)),
    )
  );
};

/**
 * Tesla's model names ("MODEL 3", "MODEL S", "MODEL X", "MODEL Y") as printed, in capitals with their
 * one-character designation: "MODEL" is one letter from the label word "modele", and would be dropped
 * as one. Only a Tesla's certificate gives them as a model (read-registration.ts).
 */
export const isTeslaModelAt = (words: readonly string[], at: number) =>
  words[at] === 'MODEL' && /^[3SXY]$/.test(words[at + 1] ?? '');

/** The second word of "denominación comercial" and its kin, in their languages. */
const COMMERCIAL_WORDS = ['comercial', 'commercial', 'commerciale'];

/**
 * A word after a label word that is the start of "comercial" or its kin with a letter misread, a word
 * after it: the label's second word ("DENOMINACION COMES BERLINGO", fresh seed 36609), not the
 * model's first. A model's name is further from it (COMMANDER, COMMODORE), and alone after the label
 * a word may be the model, its label's second word lost.
 */
const continuesLabel = (words: readonly string[], at: number) => {
  const bare = withoutAccentsLower(words[at]!).replace(/[^\p{L}]/gu, '');
  return (
    at > 0 &&
    at < words.length - 1 &&
    bare.length >= 4 &&
    isLabelWord(words[at - 1]!) &&
    COMMERCIAL_WORDS.some((label) => editsApart(bare, label.slice(0, bare.length)) <= 1)
  );
};

/**
 * A value without the label words and marks in front of it ("in cm³ 1395" is 1395); with `capitals`,
 * for a field printed in capitals, without the small words in front of it too, and none when one of
 * them is a label misread partway, whose rest may be what follows.
 */
export function withoutLeadingLabels(value: string, { capitals = false } = {}): string {
  const words = value.split(/\s+/);
  const first = words.findIndex(
    (word, at) =>
      isTeslaModelAt(words, at) ||
      (/[\p{L}\d]/u.test(word) &&
        !isLabelWord(word) &&
        !continuesLabel(words, at) &&
        !(capitals && isLabelBeforeCapitals(word, words.slice(at + 1)))),
  );
  if (first < 0 || (capitals && words.slice(0, first).some(isMisreadLabelStart))) return '';
  return words.slice(first).join(' ');
}

/**
 * A plate's text without a label OCR misread in front of it: only words with small letters, a plate
 * being in capitals ("Kkenteken 77-KVN-9" is 77-KVN-9), so that a German "IN AB 123" keeps its "IN".
 */
export function withoutLeadingSmallWords(value: string): string {
  const words = value.split(/\s+/);
  const first = words.findIndex((word, at) => !isLabelBeforeCapitals(word, words.slice(at + 1)));
  return first < 0 ? '' : words.slice(first).join(' ');
}

const withoutAccentsLower = (word: string) =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
