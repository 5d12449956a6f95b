import { recognizeDocument } from '../../../lib/ocr/recognize-document';
import type { TPhotoOutcome } from './photo-outcome';
import { looksLikeIdentityDocument, readRegistration, type TRegistrationReading } from './read-registration';
import { agreedPlate } from './registration/confirm-plate';
import { countryOf } from './registration/countries';

/**
 * A registration certificate's photo, read from the document's own words (decision 036); its plate
 * filled only where a second reading of it agrees. A passport or an identity card photographed here
 * is said so.
 */
export function readCertificatePhoto(photo: Blob): Promise<TPhotoOutcome<TRegistrationReading>> {
  return recognizeDocument(photo, async (page): Promise<TPhotoOutcome<TRegistrationReading>> => {
    const identity = looksLikeIdentityDocument(page.text);
    if (identity) return { kind: 'wrong_document', looksLike: identity };
    const { plate, plateCountry, ...rest } = readRegistration(page.text) ?? {};
    const agreed = plate
      ? await agreedPlate(page, { plate, country: plateCountry }, countryOf(page.text))
      : undefined;
    const reading: TRegistrationReading = {
      ...rest,
      ...(agreed && { plate: agreed.plate }),
      ...(agreed?.country && { plateCountry: agreed.country }),
    };
    return Object.keys(reading).length > 0 ? { kind: 'read', reading } : { kind: 'unreadable' };
  });
}
