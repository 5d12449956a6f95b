import { recognizeMrzText } from '../../../lib/ocr/recognize-mrz-text';
import { recognizeText } from '../../../lib/ocr/recognize-text';
import type { TPhotoOutcome } from './photo-outcome';
import { looksLikeMrz, MRZ_CHARACTERS, readMrz, type TIdentityReading } from './read-mrz';
import {
  looksLikeIdentityDocument,
  looksLikeRegistration,
  readRegistration,
  type TRegistrationReading,
} from './read-registration';

/**
 * An identity document's photo read in the browser (loaded on demand with the OCR engine it needs).
 * A registration certificate photographed here instead is said at once, and not kept as an identity.
 */
export async function readIdentityPhoto(photo: Blob): Promise<TPhotoOutcome<TIdentityReading>> {
  // The zone found, straightened and read alone first (decision 036): quick, and most often enough.
  // Read again at another size until its check digits hold, not merely until its lines have their length.
  const zone = await recognizeMrzText(photo, (text) => readMrz(text) !== null);
  const fromZone = readMrz(zone);
  // A card's zone is on its back, with no printed name beside it: the page would confirm nothing.
  const pageCouldConfirm = fromZone !== null && !fromZone.namesConfirmed && fromZone.format !== 'TD1';
  if (fromZone && !pageCouldConfirm) return { kind: 'read', reading: fromZone };
  // Left open (a G or a 6 the check digits cannot tell apart, a zone not found, names no check digit
  // covers): the whole page too, whose printed number and names settle it.
  const page = await recognizeText(photo, MRZ_CHARACTERS);
  const text = `${zone}\n\n${page}`;
  const reading = readMrz(text) ?? fromZone;
  if (reading) return { kind: 'read', reading };
  // The zone is what an identity document is known by: without one, the words of a certificate tell.
  if (!looksLikeMrz(text) && looksLikeRegistration(page))
    return { kind: 'wrong_document', looksLike: 'registration' };
  return { kind: 'unreadable' };
}

/** A registration certificate's photo; a passport or an identity card photographed here is said so. */
export async function readRegistrationPhoto(photo: Blob): Promise<TPhotoOutcome<TRegistrationReading>> {
  const text = await recognizeText(photo);
  const identity = looksLikeIdentityDocument(text);
  if (identity) return { kind: 'wrong_document', looksLike: identity };
  const reading = readRegistration(text);
  return reading ? { kind: 'read', reading } : { kind: 'unreadable' };
}
