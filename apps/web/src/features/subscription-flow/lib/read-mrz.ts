import { parse, type ParseResult } from 'mrz';

/** What a passport's or an identity card's machine-readable zone gives the flow, once its check digits hold. */
export type TIdentityReading = {
  format: 'TD1' | 'TD3';
  firstName: string;
  lastName: string;
  documentNumber: string;
};

/** The characters the OCR may read in an MRZ: the zone uses no others. */
export const MRZ_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

const LINE_LENGTH = { TD1: 30, TD3: 44 } as const;
const LINE_COUNT = { TD1: 3, TD3: 2 } as const;

/**
 * Characters OCR confuses in a document number, which mixes letters and digits, so no rule tells them
 * apart: the round ones and the upright ones only. Each respelling is a new chance for two check digits
 * to hold by luck (one in a hundred), so the list stays short, a spelling changes at most
 * MAX_RESPELLED characters, and a reading two spellings satisfy is no reading.
 */
const LOOK_ALIKES: Record<string, string> = { O: '0', '0': 'O', Q: '0', D: '0', I: '1', '1': 'I' };
const MAX_RESPELLED = 2;

const bitCount = (mask: number) => mask.toString(2).replaceAll('0', '').length;

/**
 * A line as the MRZ has it: spaces OCR put in dropped, and a letter read inside a run of fillers (a
 * smudged `<` read as L or K) put back as a filler. Then brought to `length` by the longest run of
 * fillers, when OCR read one or two of them too many or too few.
 */
function repairLine(raw: string, length: number): string | null {
  let line = raw.replace(/\s+/g, '').replace(/(?<=<<)[A-Z](?=<<)/g, '<');
  const difference = length - line.length;
  if (difference === 0) return line;
  if (Math.abs(difference) > 2) return null;
  const runs = [...line.matchAll(/<{3,}/g)];
  const longest = runs.reduce<RegExpExecArray | null>(
    (best, run) => (best && best[0].length >= run[0].length ? best : run),
    null,
  );
  if (!longest) return null;
  const run = '<'.repeat(longest[0].length + difference);
  line = line.slice(0, longest.index) + run + line.slice(longest.index + longest[0].length);
  return line;
}

const readable = (line: string) => line.toUpperCase().replace(/[^A-Z0-9<\s]/g, '');

/** "EL MOUDEN" → "El Mouden": the MRZ writes names in capitals, the form as people write them. */
const asWritten = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/(^|[\s-])\p{L}/gu, (start) => start.toUpperCase());

/** Every spelling of the document number OCR may have meant, swapping look-alike characters. */
function numberSpellings(lines: string[], format: 'TD1' | 'TD3'): string[][] {
  const [line, start] = format === 'TD3' ? [1, 0] : [0, 5];
  const number = lines[line]!.slice(start, start + 9);
  const ambiguous = [...number].flatMap((char, index) => (LOOK_ALIKES[char] ? [index] : []));
  const spellings: string[][] = [];
  for (let mask = 1; mask < 1 << ambiguous.length; mask += 1) {
    if (bitCount(mask) > MAX_RESPELLED) continue;
    const chars = [...number];
    ambiguous.forEach((position, bit) => {
      if (mask & (1 << bit)) chars[position] = LOOK_ALIKES[chars[position]!]!;
    });
    const copy = [...lines];
    copy[line] = lines[line]!.slice(0, start) + chars.join('') + lines[line]!.slice(start + 9);
    spellings.push(copy);
  }
  return spellings;
}

/**
 * The reading when every check digit holds, and the number and names they protect. Other fields may
 * fail the library's own checks without harm to the flow (a state code it does not know, say).
 */
function tryParse(lines: string[]): ParseResult | null {
  try {
    const result = parse(lines, { autocorrect: true });
    const needed = result.details.filter(
      ({ field }) =>
        field !== null &&
        (field.endsWith('CheckDigit') || ['documentNumber', 'lastName', 'firstName'].includes(field)),
    );
    return needed.every((detail) => detail.valid) ? result : null;
  } catch {
    return null;
  }
}

function readAs(format: 'TD1' | 'TD3', candidates: string[]): TIdentityReading | null {
  const length = LINE_LENGTH[format];
  const count = LINE_COUNT[format];
  const repaired = candidates.map((line) => repairLine(line, length));
  for (let first = 0; first + count <= repaired.length; first += 1) {
    const lines = repaired.slice(first, first + count);
    if (lines.some((line) => line === null)) continue;
    const sure = lines as string[];
    const respelled = numberSpellings(sure, format).flatMap((spelling) => tryParse(spelling) ?? []);
    const result = tryParse(sure) ?? (respelled.length === 1 ? respelled[0]! : null);
    if (!result || result.format !== format) continue;
    const { firstName, lastName } = result.fields;
    if (!lastName || !result.documentNumber) continue;
    return {
      format,
      firstName: asWritten(firstName ?? ''),
      lastName: asWritten(lastName),
      documentNumber: result.documentNumber,
    };
  }
  return null;
}

/**
 * The identity an MRZ gives, read out of the text OCR found in a photo of a passport (TD3) or an
 * identity card (TD1). Null unless every check digit holds: a misread is never offered as a reading.
 */
export function readMrz(text: string): TIdentityReading | null {
  // MRZ lines are long and carry fillers or many digits; the rest of the page (names, labels) does not.
  const candidates = text
    .split('\n')
    .map(readable)
    .filter((line) => {
      const length = line.replace(/\s+/g, '').length;
      return length >= 28 && length <= 46 && (line.includes('<') || /(\d.*){10}/.test(line));
    });
  return readAs('TD3', candidates) ?? readAs('TD1', candidates);
}
