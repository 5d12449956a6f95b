import { isSoundJpeg } from './jpeg-structure';
import { isSoundPng } from './png-structure';
import { uploadRefusal } from './upload-refusal';

const PDF_HEADER = Buffer.from('%PDF-');

/**
 * A file accepted as an image is one, and only one. A PDF header anywhere in it makes a polyglot: Acrobat
 * opens a file whose header is in its first 1024 bytes, and lenient readers (pdf.js, MuPDF) rebuild a
 * document from objects found anywhere, with its scripts. No photo holds those five bytes, so the file
 * is refused rather than scanned as a PDF too. Then the structure is walked to the image's end.
 */
export function refuseFalseImage(content: Buffer, mimeType: 'image/jpeg' | 'image/png') {
  if (content.includes(PDF_HEADER)) throw uploadRefusal(422, 'files.hiddenDocument');
  const sound = mimeType === 'image/png' ? isSoundPng(content) : isSoundJpeg(content);
  if (!sound) throw uploadRefusal(422, 'files.imageDamaged');
}
