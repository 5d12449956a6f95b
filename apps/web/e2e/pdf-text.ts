import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF's words as a reader extracts them, every page in turn, runs joined by spaces. */
export async function readPdfWords(bytes: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const words: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const { items } = await (await document.getPage(number)).getTextContent();
    for (const item of items) if ('str' in item) words.push(item.str);
  }
  return words.join(' ');
}
