import { recognizeDocument } from '../../../lib/ocr/recognize-document';
import type { TPhotoOutcome } from './photo-outcome';
import { looksLikeIdentityDocument, readRegistration, type TRegistrationReading } from './read-registration';
import { agreedField } from './registration/confirm-field';
import { agreedPlate } from './registration/confirm-plate';
import { countryOf } from './registration/countries';
import { modelOf } from './registration/names';
import { asCount } from './registration/numbers';

/**
 * A model read again with a space or a hyphen more or less is the same: the tuning half's SANDERO came
 * out "SAN DERO" at both sizes of its second reading.
 */
const sameLettersAndDigits = (a: string, b: string) => a.replace(/[\s-]/g, '') === b.replace(/[\s-]/g, '');

/** The seats as S.1 prints them: a number no format checks, read twice before it is filled. */
const asSeats = (value: string) => asCount(value, 1, 99);

/**
 * A registration certificate's photo, read from the document's own words (decision 036); its plate,
 * its model and its seats filled only where a second reading of them agrees: no format checks a model,
 * and a Dutch SANDERO came out "SANDEROQO" under glare (fresh seed 36622). A passport or an identity card
 * photographed here is said so.
 */
export function readCertificatePhoto(photo: Blob): Promise<TPhotoOutcome<TRegistrationReading>> {
  return recognizeDocument(photo, async (page): Promise<TPhotoOutcome<TRegistrationReading>> => {
    const identity = looksLikeIdentityDocument(page.text);
    if (identity) return { kind: 'wrong_document', looksLike: identity };
    const { plate, plateCountry, seats, model, ...rest } = readRegistration(page.text) ?? {};
    const agreed = plate
      ? await agreedPlate(page, { plate, country: plateCountry }, countryOf(page.text))
      : undefined;
    const agreedSeats =
      seats === undefined
        ? undefined
        : await agreedField(page, 'S1', asSeats, seats, { digits: '0123456789' });
    const agreedModel =
      model === undefined
        ? undefined
        : await agreedField(page, 'D3', modelOf(rest.make), model, { alike: sameLettersAndDigits });
    const reading: TRegistrationReading = {
      ...rest,
      ...(agreed && { plate: agreed.plate }),
      ...(agreed?.country && { plateCountry: agreed.country }),
      ...(agreedSeats !== undefined && { seats: agreedSeats }),
      ...(agreedModel !== undefined && { model: agreedModel }),
    };
    return Object.keys(reading).length > 0 ? { kind: 'read', reading } : { kind: 'unreadable' };
  });
}
