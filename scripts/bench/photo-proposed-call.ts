/**
 * How read-document-photo.ts could read an identity photo with the pipeline of decision 036, as a
 * module the bench serves beside the app's sources (their authors own that file): the zone read alone
 * first; when its check digits leave the reading open (a G or a 6, an L or a 1, a name cut), the whole
 * page too, whose visual zone settles it.
 */
export const PROPOSED_CALL_PATH = '/photo-bench/proposed-identity-call.js';

export const PROPOSED_CALL_SOURCE = `
import { recognizeMrzText } from '/src/lib/ocr/recognize-mrz-text.ts';
import { recognizeText } from '/src/lib/ocr/recognize-text.ts';
import { MRZ_CHARACTERS, readMrz } from '/src/features/subscription-flow/lib/read-mrz.ts';

export async function readIdentityPhoto(photo) {
  const zone = await recognizeMrzText(photo);
  return readMrz(zone) ?? readMrz(zone + '\\n\\n' + (await recognizeText(photo, MRZ_CHARACTERS)));
}
`;
