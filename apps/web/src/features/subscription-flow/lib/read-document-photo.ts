import { recognizeText } from '../../../lib/ocr/recognize-text';
import { MRZ_CHARACTERS, readMrz, type TIdentityReading } from './read-mrz';
import { readRegistration, type TRegistrationReading } from './read-registration';

/**
 * A document's photo read in the browser (loaded on demand with the OCR engine it needs). Null when
 * nothing reliable was found: the customer then types the form as before.
 */
export async function readIdentityPhoto(photo: Blob): Promise<TIdentityReading | null> {
  return readMrz(await recognizeText(photo, MRZ_CHARACTERS));
}

export async function readRegistrationPhoto(photo: Blob): Promise<TRegistrationReading | null> {
  return readRegistration(await recognizeText(photo));
}
