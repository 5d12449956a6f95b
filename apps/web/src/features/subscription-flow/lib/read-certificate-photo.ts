import { recognizeDocument } from '../../../lib/ocr/recognize-document';
import type { TPhotoOutcome } from './photo-outcome';
import { looksLikeIdentityDocument, readRegistration, type TRegistrationReading } from './read-registration';
import { agreedField } from './registration/confirm-field';
import { agreedPlate } from './registration/confirm-plate';
import { countryOf } from './registration/countries';
import { asCount } from './registration/numbers';

/** The seats as S.1 prints them: a number no format checks, read twice before it is filled. */
const asSeats = (value: string) => asCount(value, 1, 99);

/**
 * A registration certificate's photo, read from the document's own words (decision 036); its plate
 * and its seats filled only where a second reading of them agrees. A passport or an identity card
 * photographed here is said so.
 */
export function readCertificatePhoto(photo: Blob): Promise<TPhotoOutcome<TRegistrationReading>> {
  return recognizeDocument(photo, async (page): Promise<TPhotoOutcome<TRegistrationReading>> => {
    const identity = looksLikeIdentityDocument(page.text);
    if (identity) return { kind: 'wrong_document', looksLike: identity };
    const { plate, plateCountry, seats, ...rest } = readRegistration(page.text) ?? {};
    const agreed = plate
      ? await agreedPlate(page, { plate, country: plateCountry }, countryOf(page.text))
      : undefined;
    const agreedSeats =
      seats === undefined ? undefined : await agreedField(page, 'S1', asSeats, seats, '0123456789');
    const reading: TRegistrationReading = {
      ...rest,
      ...(agreed && { plate: agreed.plate }),
      ...(agreed?.country && { plateCountry: agreed.country }),
      ...(agreedSeats !== undefined && { seats: agreedSeats }),
    };
    return Object.keys(reading).length > 0 ? { kind: 'read', reading } : { kind: 'unreadable' };
  });
}
