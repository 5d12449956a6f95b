import { normaliseContrast, pgmFrom, type TGrayImage } from './gray-image';
import { runOcr, type TOcrParameters } from './ocr-engine';

/** A prepared gray image read by the engine: contrast stretched, handed over as a lossless PGM. */
export function ocrGray(gray: TGrayImage, parameters: TOcrParameters): Promise<string> {
  const file = new Blob([pgmFrom(normaliseContrast(gray))], { type: 'image/x-portable-graymap' });
  return runOcr(parameters, async (worker) => (await worker.recognize(file)).data.text);
}
