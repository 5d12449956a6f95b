import { imageDataFrom, normaliseContrast, type TGrayImage } from './gray-image';
import { runOcr, type TOcrParameters } from './ocr-engine';

/** A prepared gray image read by the engine: contrast stretched, handed over as a lossless PNG. */
export async function ocrGray(gray: TGrayImage, parameters: TOcrParameters): Promise<string> {
  const canvas = new OffscreenCanvas(gray.width, gray.height);
  canvas.getContext('2d')!.putImageData(imageDataFrom(normaliseContrast(gray)), 0, 0);
  const png = await canvas.convertToBlob({ type: 'image/png' });
  return runOcr(parameters, async (worker) => (await worker.recognize(png)).data.text);
}
