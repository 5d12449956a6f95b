import { recognizeMrzText } from '../../../lib/ocr/recognize-mrz-text';
import type { TPhotoOutcome } from './photo-outcome';
import { looksLikeMrz, mrzChecksHold, printedOtherwiseOn, readMrz, type TIdentityReading } from './read-mrz';
import { looksLikeRegistration } from './read-registration';

/**
 * An identity document's photo read in the browser (loaded on demand with the OCR engine it needs).
 * A registration certificate photographed here instead is said at once, and not kept as an identity.
 */
export async function readIdentityPhoto(photo: Blob): Promise<TPhotoOutcome<TIdentityReading>> {
  // The zone found, straightened and read alone first (decision 036): quick, and most often enough.
  // Read again at another size until its check digits settle its number, or hold and leave an L or a
  // 1 open on lines of their length (another size would leave it open too; a line a character off
  // may be what leaves it open: the tuning Dutch passport's "NLD0O"); then the page printed above it, where a passport's data page and the old French card
  // print the names no check digit covers and the number a G or a 6 leaves open. A card's three-line
  // zone is on its back, with neither beside it.
  const readings = new Map<string, TIdentityReading | null>();
  const readOnce = (text: string) => {
    if (!readings.has(text)) readings.set(text, readMrz(text));
    return readings.get(text)!;
  };
  // The zone alone when the page above reads nothing with it, unless that page prints its number
  // otherwise (a wrong number holding the check digits through look-alikes, decision 034).
  const fromPhoto = (zone: string, above: string | null) => {
    if (above === null) return readOnce(zone);
    const withPage = readOnce(`${zone}\n\n${above}`);
    if (withPage) return withPage;
    const alone = readOnce(zone);
    return alone && printedOtherwiseOn(above, alone.documentNumber) ? null : alone;
  };
  // A name left out (a letter of it read twice, nothing to tell which) is not enough while another
  // size may read its line at its length: the readings then agree on the double (agreeingNameField).
  const settled = (reading: TIdentityReading | null) =>
    reading !== null && reading.lastName !== '' && reading.firstName !== '';
  const { zone, above, page } = await recognizeMrzText(photo, {
    enough: (text, wellFormed) => settled(readOnce(text)) || (wellFormed && mrzChecksHold(text)),
    above: (text, lines) => {
      const reading = readOnce(text);
      return lines !== 3 && (reading?.namesConfirmed !== true || reading.numberToCheck);
    },
    // No zone found, or a card's zone left open: the page (the document around the zone, or the whole
    // photo without one), where a zone may still be read (a card may print it beside its names) and a
    // certificate's words tell. A zone found and read, its page above read too: nothing more there.
    page: (text, abovePage) =>
      fromPhoto(text, abovePage) === null && !(abovePage !== null && looksLikeMrz(text)),
  });
  const read = fromPhoto(zone, above);
  if (read) return { kind: 'read', reading: read };
  if (page === null) return { kind: 'unreadable' };
  const text = `${zone}\n\n${page}`;
  const fromPage = readMrz(text, zone);
  if (fromPage) return { kind: 'read', reading: fromPage };
  // The zone is what an identity document is known by: without one, the words of a certificate tell.
  if (!looksLikeMrz(text) && looksLikeRegistration(page))
    return { kind: 'wrong_document', looksLike: 'registration' };
  return { kind: 'unreadable' };
}
