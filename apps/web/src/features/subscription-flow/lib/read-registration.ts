import type { TUsageCode } from '@bi/domain';

/** The fuels' codes of the reference list (packages/domain/src/reference/data/fuels.json). */
export type TFuelCode = 'ESSENCE' | 'DIESEL' | 'HYBRIDE' | 'ELECTRIQUE' | 'GPL';

/** What a registration certificate gives step 3, each part only when it was found. */
export type TRegistrationReading = {
  plate?: string;
  make?: string;
  model?: string;
  usage?: TUsageCode;
  fuel?: TFuelCode;
  power?: number;
  seats?: number;
};

// The fields of an EU registration certificate (directive 1999/37/EC): A the plate, D.1 the make,
// D.3 the commercial description; OCR often drops the dot ("D1") or reads it as a comma. A
// certificate that names its fields in words (Morocco's carte grise, say) is read by those words.
const FIELDS = {
  plate: /^(?:A|n[°o]?\s*d'?\s*immatriculation|immatriculation)\s*[.:)]?\s+(.+)$/i,
  make: /^(?:D\s*[.,]?\s*1|marque|make)\s*[.:)]?\s+(.+)$/i,
  model: /^(?:D\s*[.,]?\s*3|mod[eè]le|type\s+commercial|model)\s*[.:)]?\s+(.+)$/i,
} as const;

/**
 * Fields that a French certificate prints several to a line ("P.1 1461 P.2 66 P.3 GO P.6 5"): found
 * anywhere in a line, each giving the word after it. J.1 the national kind, P.3 the energy, P.6 the
 * fiscal power, S.1 the seats; "1" is often read as I or l.
 */
const code = (letter: string, digit: string) => `${letter}\\s*[.,]?\\s*${digit === '1' ? '[1Il|]' : digit}`;
const after = (names: string) =>
  new RegExp(`(?:^|[\\s|])(?:${names})(?:\\s*[.:)]\\s*|\\s+)([\\p{L}\\d|]+)`, 'iu');
const WORD_FIELDS = {
  kind: after(`${code('J', '1')}|genre(?:\\s+national)?`),
  energy: after(`${code('P', '3')}|[ée]nergie|carburant`),
  power: after(`${code('P', '6')}|puissance\\s+fiscale`),
  seats: after(`${code('S', '1')}|places\\s+assises|nombre\\s+de\\s+places`),
} as const;

/**
 * The usage of a French certificate's J.1 "genre national". A taxi is a VP on paper: the usage
 * "taxi" is never read (proposedUsage keeps a chosen one). A two-wheeler's genre tells its class:
 * a cyclomoteur (CL) is 50 cm³ at most, a motorcycle (MTL, MTT1, MTT2) more.
 */
export function usageOfKind(printed: string): TUsageCode | undefined {
  const kind = printed.toUpperCase().replace(/[^A-Z\d|]/g, '');
  if (kind === 'VP') return 'TOURISME';
  if (kind === 'CTTE' || kind === 'VU') return 'UTILITAIRE';
  if (kind === 'CAM' || kind === 'TRR') return 'CAMION';
  if (kind === 'TCP') return 'AUTOCAR';
  if (kind === 'CL' || kind === 'CYCL') return 'DEUX_ROUES_50';
  if (kind === 'MTL' || /^MTT[12IL|Z]$/.test(kind)) return 'DEUX_ROUES_PLUS_50';
  return undefined;
}

// P.3's two-letter codes (ES essence, GO gazole, EL electric, EH/EE/GH/GL hybrids, GP LPG), or the
// word a certificate prints in full. Others (FE superethanol, EG dual fuel, GN natural gas …) are no
// fuel of the list: left to the customer.
const ENERGIES: Record<string, TFuelCode> = {
  ES: 'ESSENCE',
  ESSENCE: 'ESSENCE',
  GO: 'DIESEL',
  GAZOLE: 'DIESEL',
  GASOIL: 'DIESEL',
  DIESEL: 'DIESEL',
  EL: 'ELECTRIQUE',
  ELECTRIQUE: 'ELECTRIQUE',
  EH: 'HYBRIDE',
  EE: 'HYBRIDE',
  GH: 'HYBRIDE',
  GL: 'HYBRIDE',
  HYBRIDE: 'HYBRIDE',
  GP: 'GPL',
  GPL: 'GPL',
};

const LETTER_OF: Record<string, string> = { '0': 'O', '1': 'L', '5': 'S', '6': 'G' };

/** The fuel of P.3, with the letters OCR takes for digits in a code that has none ("G0", "E5"). */
export function fuelOfEnergy(printed: string): TFuelCode | undefined {
  const word = printed
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z\d]/g, '');
  const letters = word.length === 2 ? word.replace(/[0156]/g, (digit) => LETTER_OF[digit]!) : word;
  return ENERGIES[letters];
}

/** A whole number from `min` to `max`, the O and l OCR reads for 0 and 1 included ("1O" is 10). */
function asCount(printed: string, min: number, max: number): number | undefined {
  const digits = printed.replace(/[Oo]/g, '0').replace(/[Il|]/g, '1');
  if (!/^\d{1,2}$/.test(digits)) return undefined;
  const count = Number(digits);
  return count >= min && count <= max ? count : undefined;
}

/** A plate as step 3 takes it: capitals, digits and the separators plates use, with a digit in it. */
function asPlate(value: string): string | undefined {
  const plate = value
    .toUpperCase()
    .replace(/[^\p{L}\d\s\-./|]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plate.length >= 4 && plate.length <= 16 && /\d/.test(plate) && /^[\p{L}\d]/u.test(plate)
    ? plate
    : undefined;
}

/** A name as printed, without the marks OCR read in the paper's grain. */
function asName(value: string): string | undefined {
  const name = value
    .replace(/[^\p{L}\d\s\-.]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return name.length >= 2 && name.length <= 60 ? name : undefined;
}

/**
 * The plate, make, model, usage, fuel, fiscal power and seats found in the text OCR read in a photo of
 * a registration certificate; null when none of them is there (not a certificate, or unreadable). A
 * value outside the reference lists is left out, never guessed.
 */
export function readRegistration(text: string): TRegistrationReading | null {
  const reading: TRegistrationReading = {};
  const word = (line: string, field: keyof typeof WORD_FIELDS) => WORD_FIELDS[field].exec(line)?.[1];
  for (const line of text.split('\n').map((raw) => raw.trim())) {
    const plate = FIELDS.plate.exec(line)?.[1];
    const make = FIELDS.make.exec(line)?.[1];
    const model = FIELDS.model.exec(line)?.[1];
    const kind = word(line, 'kind');
    const energy = word(line, 'energy');
    const power = word(line, 'power');
    const seats = word(line, 'seats');
    reading.plate ??= plate === undefined ? undefined : asPlate(plate);
    reading.make ??= make === undefined ? undefined : asName(make);
    reading.model ??= model === undefined ? undefined : asName(model);
    reading.usage ??= kind === undefined ? undefined : usageOfKind(kind);
    reading.fuel ??= energy === undefined ? undefined : fuelOfEnergy(energy);
    reading.power ??= power === undefined ? undefined : asCount(power, 1, 99);
    reading.seats ??= seats === undefined ? undefined : asCount(seats, 1, 99);
  }
  const found = Object.fromEntries(Object.entries(reading).filter(([, value]) => value !== undefined));
  return Object.keys(found).length > 0 ? found : null;
}

/**
 * The usage a certificate proposes over the one chosen: none when it read none, and never tourism over
 * a chosen taxi (a taxi is a VP on its certificate).
 */
export function proposedUsage(
  read: TUsageCode | undefined,
  chosen: string | undefined,
): TUsageCode | undefined {
  return read === 'TOURISME' && chosen === 'TAXI' ? undefined : read;
}
