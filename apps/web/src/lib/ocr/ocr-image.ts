import { normaliseContrast, pgmFrom, type TGrayImage } from './gray-image';
import { runOcr, type TOcrParameters } from './ocr-engine';

/** A gray image as the engine is handed it: contrast stretched, a lossless PGM. */
export const preparedImage = (gray: TGrayImage) =>
  new Blob([pgmFrom(normaliseContrast(gray))], { type: 'image/x-portable-graymap' });

/** A prepared gray image read by the engine. */
export function ocrGray(gray: TGrayImage, parameters: TOcrParameters): Promise<string> {
  const file = preparedImage(gray);
  return runOcr(parameters, async (worker) => (await worker.recognize(file)).data.text);
}
