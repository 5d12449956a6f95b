import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { PDFDocument } from 'pdf-lib';
import { SealSigner, type TSealKeys } from './p12-signer';
import type { TSealDetails } from './signing-provider';

/**
 * PAdES part 2 (ETSI TS 102 778-2, "PAdES basic"): a detached CMS over the byte ranges of the file. Not
 * ETSI.CAdES.detached: that sub-filter needs the ESS signing-certificate-v2 attribute inside the signed
 * attributes, which node-forge's PKCS#7 (behind @signpdf/signer-p12 and our SealSigner) cannot encode:
 * it writes only content type, message digest and signing time. A sub-filter the CMS does not live up
 * to would mislead a validator.
 */
export const SEAL_SUB_FILTER = 'adbe.pkcs7.detached';

/**
 * A PDF text string as pdf-lib's PDFString writes it, verbatim: UTF-16BE after its byte order mark,
 * every byte an octal escape, so any name (Arabic script, a lone parenthesis or backslash) reads back
 * as typed and can never end the string early.
 */
const pdfText = (text: string) =>
  [...Buffer.from(`\uFEFF${text}`, 'utf16le').swap16()]
    .map((byte) => `\\${byte.toString(8).padStart(3, '0')}`)
    .join('');

/**
 * Seals a PDF: an invisible signature field on the first page, then the CMS signature made with the
 * insurer's key over everything but the signature itself. Nothing here reads the clock or the disk.
 */
export async function sealPdf(pdf: Buffer, keys: TSealKeys, details: TSealDetails): Promise<Buffer> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  pdflibAddPlaceholder({
    pdfDoc: document,
    name: pdfText(details.signerName),
    reason: pdfText(details.reason),
    location: pdfText(details.location),
    contactInfo: pdfText(details.contactInfo),
    signingTime: details.signingTime,
    subFilter: SEAL_SUB_FILTER,
  });
  // Without object streams the placeholder stays plain text in the file, where the signer finds it.
  const prepared = Buffer.from(await document.save({ useObjectStreams: false }));
  return new SignPdf().sign(prepared, new SealSigner(keys), details.signingTime);
}
