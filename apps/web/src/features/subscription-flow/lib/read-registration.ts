/** What a registration certificate gives step 3, each part only when it was found. */
export type TRegistrationReading = { plate?: string; make?: string; model?: string };

// The fields of an EU registration certificate (directive 1999/37/EC): A the plate, D.1 the make,
// D.3 the commercial description; OCR often drops the dot ("D1") or reads it as a comma. A
// certificate that names its fields in words (Morocco's carte grise, say) is read by those words.
const FIELDS = {
  plate: /^(?:A|n[°o]?\s*d'?\s*immatriculation|immatriculation)\s*[.:)]?\s+(.+)$/i,
  make: /^(?:D\s*[.,]?\s*1|marque|make)\s*[.:)]?\s+(.+)$/i,
  model: /^(?:D\s*[.,]?\s*3|mod[eè]le|type\s+commercial|model)\s*[.:)]?\s+(.+)$/i,
} as const;

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
 * The plate, make and model found in the text OCR read in a photo of a registration certificate; null
 * when none of them is there (not a certificate, or unreadable).
 */
export function readRegistration(text: string): TRegistrationReading | null {
  const reading: TRegistrationReading = {};
  for (const line of text.split('\n').map((raw) => raw.trim())) {
    const plate = FIELDS.plate.exec(line)?.[1];
    const make = FIELDS.make.exec(line)?.[1];
    const model = FIELDS.model.exec(line)?.[1];
    reading.plate ??= plate === undefined ? undefined : asPlate(plate);
    reading.make ??= make === undefined ? undefined : asName(make);
    reading.model ??= model === undefined ? undefined : asName(model);
  }
  const found = Object.fromEntries(Object.entries(reading).filter(([, value]) => value !== undefined));
  return Object.keys(found).length > 0 ? found : null;
}
