import { getDocument, OPS, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A run of text as placed on the page: its left edge and baseline in PDF units (origin bottom left). */
export type TPlacedText = { text: string; x: number; y: number; page: number };
/** An image as drawn on a page, decoded: `channels` bytes a pixel (1 grey, 3 RGB, 4 RGBA). */
export type TPdfImage = { width: number; height: number; channels: number; data: Uint8ClampedArray };

async function pages(content: Buffer): Promise<PDFPageProxy[]> {
  const pdf = await getDocument({ data: new Uint8Array(content), useSystemFonts: false }).promise;
  return Promise.all(Array.from({ length: pdf.numPages }, (_, i) => pdf.getPage(i + 1)));
}

async function placedText(page: PDFPageProxy, pageNumber: number): Promise<TPlacedText[]> {
  return (await page.getTextContent()).items.flatMap((item) =>
    'str' in item ? [{ text: item.str, x: item.transform[4], y: item.transform[5], page: pageNumber }] : [],
  );
}

/** Every run of text with its place, page by page, in the order the PDF draws them. */
export async function pdfTextItems(content: Buffer): Promise<TPlacedText[]> {
  const all = await Promise.all((await pages(content)).map((page, index) => placedText(page, index + 1)));
  return all.flat();
}

/** The text of a PDF as a reader extracts it, pages apart by a line break. */
export async function pdfText(content: Buffer): Promise<string> {
  const all = await Promise.all((await pages(content)).map((page, index) => placedText(page, index + 1)));
  return all.map((items) => items.map((item) => item.text).join(' ')).join('\n');
}

/** The raster images a PDF paints (vector drawings are not among them), decoded to pixels. */
export async function pdfImages(content: Buffer): Promise<TPdfImage[]> {
  const images: TPdfImage[] = [];
  for (const page of await pages(content)) {
    const operators = await page.getOperatorList();
    for (const [index, fn] of operators.fnArray.entries()) {
      if (fn !== OPS.paintImageXObject) continue;
      const name: unknown = operators.argsArray[index]?.[0];
      if (typeof name !== 'string') continue;
      const objects = name.startsWith('g_') ? page.commonObjs : page.objs;
      const image = await new Promise<{ width: number; height: number; data: Uint8ClampedArray }>((resolve) =>
        objects.get(name, resolve),
      );
      images.push({ ...image, channels: image.data.length / (image.width * image.height) });
    }
  }
  return images;
}
