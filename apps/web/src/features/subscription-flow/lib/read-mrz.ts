import { compact, hasLookAlikeNeighbours, looksLikeZone, nameAsRead, splitText } from './mrz/find-zone';
import { restoreNameFillers } from './mrz/fillers';
import { LAYOUTS } from './mrz/layouts';
import { asWritten, fieldCut, nameReadings, namesCut } from './mrz/names';
import { agreeingNameField, namesLineContradicted } from './mrz/names-lines';
import { printedOtherwise } from './mrz/printed-number';
import { readZoneLines } from './mrz/read-text';
import { confirmNames, shownWithLetterFewer } from './mrz/visual-zone';

/** What a passport's or an identity card's machine-readable zone gives the flow, once its check digits hold. */
export type TIdentityReading = {
  /** TD3 is a passport; TD1, TD2 and the old French card are identity cards. */
  document: 'passport' | 'identity_card';
  format: 'TD1' | 'TD2' | 'TD3' | 'FR_ID';
  /** ISO 3166-1 alpha-3 as in the zone, e.g. 'FRA', 'ESP', 'D' normalised to 'DEU'. */
  issuingCountry: string;
  /** The number its holder knows (the DNI number for Spain, the CIN for Morocco). */
  documentNumber: string;
  /** The number holds an L or a 1, a G or a 6 no check digit tells apart: as OCR read it, to check. */
  numberToCheck: boolean;
  /**
   * As people write them: "El Mouden", "Mohammed Amine"; empty when the zone cannot tell a name's
   * letters (a letter read twice) and the page does not confirm it.
   */
  lastName: string;
  firstName: string;
  /** The surname and the given names also stand in the visual zone OCR read (no check digit covers them). */
  namesConfirmed: boolean;
  /** The zone's name field is full to its last character: the printed names may be longer. */
  namesCut: boolean;
};

/** The characters the OCR may read in an MRZ: the zone uses no others. */
export const MRZ_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

/**
 * The identity a machine-readable zone gives, read out of the text OCR found in a photo of a passport
 * (TD3) or an identity card (TD1, TD2, the French card of 1988–2021). Null unless every check digit
 * the format has holds for one number only: a misread is never offered as a reading. `zoneAlone`, when
 * `text` is the whole photo's, is the zone's own readings, which left its number open.
 */
export function readMrz(text: string, zoneAlone?: string): TIdentityReading | null {
  const { zone, runs, visual } = splitText(text);
  const found = readZoneLines(runs, visual.map(compact));
  if (!found || found === 'unsettled') return null;
  // A names line read a character too long that another reading of the zone gives at its length, one
  // of its look-alike neighbours less: the readings agree on the letter read twice.
  const agreed =
    found.longNamesLine === undefined || found.format === 'FR_ID'
      ? null
      : agreeingNameField(zone, LAYOUTS[found.format], found.longNamesLine);
  const { longNamesLine: _long, ...atLength } = found;
  const reading = agreed === null ? found : { ...atLength, nameFields: [agreed] };
  // A names line read a character long was fitted by a filler off its end, which may have been a
  // letter read twice: as read, its end says whether the field is full whichever it was (a fresh seed's
  // "…JO0AO<PEDRO<<", fitted "…PEDRO<", had been said maybe cut).
  const long = reading.format === 'FR_ID' ? undefined : reading.longNamesLine;
  const asRead = long && restoreNameFillers(long.slice(LAYOUTS[reading.format].names[0]!.start));
  const cut = namesCut(asRead ? [asRead] : reading.nameFields);
  const readings = nameReadings(reading.nameFields);
  const cutOf = (firstName: string) =>
    reading.format === 'FR_ID'
      ? { lastName: fieldCut(reading.nameFields[0]!), firstName: fieldCut(reading.nameFields[1]!) }
      : { lastName: cut && !firstName, firstName: cut && !!firstName };
  const confirmed = readings
    .map((names) => confirmNames(names, visual, cutOf(names.firstName), long !== undefined))
    .find((names) => names !== null);
  const names = confirmed ?? readings[0]!;
  // No check digit covers a zone's names (but the French card's): when their line was read a character
  // too long and a name holds two look-alike neighbours (YQOUSSEF, or J0OAO settled as JOOAO), one may
  // be a letter read twice, or the extra one a filler; nothing tells which, so that name is left for the
  // customer to type. So is a name ending in a letter alone ("MARTIN H"), which may be the character
  // too many: on the French card too, whose last check digit its office code's look-alikes can make hold.
  // So is a name the page shows with a letter fewer ("MARTIA", page MARIA): that letter may be the one.
  const line = reading.longNamesLine;
  const twice = (name: string) =>
    reading.format !== 'FR_ID' &&
    (hasLookAlikeNeighbours(name) || hasLookAlikeNeighbours(nameAsRead(name, line!)));
  const doubled = (name: string) =>
    !confirmed &&
    line !== undefined &&
    (twice(name) || / \S$/.test(name) || shownWithLetterFewer(name, visual));
  // The whole photo may settle a number the zone read alone at each size left open, and read its names
  // line worse than they all did ("ROSST<<FRANCESCA<<<<LLLL0000B" for ROSSI<<FRANCESCA): when those
  // readings agree on another names line, no name is given, nor a cut judged from the line read.
  const contradicted =
    zoneAlone !== undefined && namesLineContradicted(zoneAlone, LAYOUTS[reading.format], reading.namesLine!);
  const given = (name: string) => (contradicted || doubled(name) ? '' : asWritten(name));
  return {
    document: reading.format === 'TD3' ? 'passport' : 'identity_card',
    format: reading.format,
    issuingCountry: reading.issuingCountry,
    documentNumber: reading.documentNumber,
    numberToCheck: reading.numberToCheck === true,
    lastName: given(names.lastName),
    firstName: given(names.firstName),
    namesConfirmed: confirmed !== undefined && !confirmed.slipped && !contradicted,
    namesCut: cut && !contradicted,
  };
}

/**
 * True when the zone's check digits hold, whether or not they settle its number: another reading of
 * the same zone would leave the same L or 1, G or 6 open, which only the printed page settles.
 */
export function mrzChecksHold(text: string): boolean {
  const { runs, visual } = splitText(text);
  return readZoneLines(runs, visual.map(compact)) !== null;
}

/** True when the text holds something shaped like an MRZ (2–3 long lines with fillers), read or not. */
export function looksLikeMrz(text: string): boolean {
  return looksLikeZone(splitText(text).zone);
}

/**
 * True when `page` prints `number` otherwise (printedOtherwise): a reading of the zone alone whose
 * number the page printed above it contradicts is no reading either.
 */
export function printedOtherwiseOn(page: string, number: string): boolean {
  return printedOtherwise(number, page.split(/\r?\n/).map(compact)).length > 0;
}
