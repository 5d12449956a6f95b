/** The extensions each accepted type is opened by; the first is the one added when the name has none of them. */
const EXTENSIONS: Record<string, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'application/pdf': ['.pdf'],
};

/**
 * A file's name ending as the type it was accepted as, so that whoever saves it opens it with the program
 * for that type: an image sent as `permis.pdf` is `permis.pdf.jpg`, never handed to a PDF reader.
 */
export function nameForType(fileName: string, mimeType: string): string {
  const extensions = EXTENSIONS[mimeType];
  if (!extensions) return fileName;
  const lower = fileName.toLowerCase();
  return extensions.some((extension) => lower.endsWith(extension)) ? fileName : `${fileName}${extensions[0]}`;
}
