import { formatDisplayDate, formatMoroccoDateTime, type TIsoDate, type TLanguage } from '@bi/domain';
import { CONTRACT_TEXTS, documentHtml, escape, row, value } from '../documents/contract-html';
import ar from './texts/ar.json';
import en from './texts/en.json';
import fr from './texts/fr.json';

const TEXTS = { fr, en, ar } as const;

/** What the certificate prints, names already in the document's language. */
export type TCertificateView = {
  number: string;
  /** The insured as the counter checks them: name (or company name) and identity document number. */
  insuredName: string;
  insuredIdentity: string | null;
  plate: string;
  makeModel: string;
  usage: string;
  /** The trailer option was bought: an officer checking a towed trailer reads that it is covered. */
  trailerCovered: boolean;
  validFrom: TIsoDate;
  validTo: TIsoDate;
  office: string;
  verificationUrl: string;
  /** The QR code of the verification address, as a PNG data URL. */
  qrImage: string;
  issuedAt: Date;
};

/**
 * The insurance certificate on one A4 page: the cover in a grid, and the QR code beside the address
 * it encodes, printed left to right even in Arabic so an officer can type it.
 */
export function certificateHtml(view: TCertificateView, language: TLanguage): string {
  const texts = TEXTS[language];
  const labels = CONTRACT_TEXTS[language];
  return documentHtml(
    language,
    `.subtitle{color:#4a524c;margin:0 0 6pt}.number{font-size:13pt;font-weight:700;margin:8pt 0}
.verify{display:flex;gap:12pt;align-items:center;border:1px solid #00623a;border-radius:4pt;padding:8pt;margin-top:14pt}
.verify img{width:36mm;height:36mm;image-rendering:pixelated;flex:none}.url{font-size:9pt;word-break:break-all}
.notice{font-size:9pt;color:#4a524c;margin-top:12pt}`,
    `<h1>${escape(texts.title)}</h1>
<p class="subtitle">${escape(texts.subtitle)}</p>
<div class="number">${escape(texts.number)} ${value(view.number)}</div>
<div class="meta">${escape(texts.issuedOn)} ${value(formatMoroccoDateTime(view.issuedAt))}</div>
<h2>${escape(labels.insurer)}</h2><p>${escape(labels.insurerText)}</p>
<h2>${escape(labels.insured)}</h2><table class="grid">
${row(labels.name, view.insuredName)}${view.insuredIdentity ? row(labels.identity, view.insuredIdentity) : ''}</table>
<h2>${escape(labels.vehicle)}</h2><table class="grid">
${row(labels.plate, view.plate)}${row(labels.makeModel, view.makeModel)}${row(labels.usage, view.usage)}${
      view.trailerCovered ? row(labels.trailer, texts.trailerCovered) : ''
    }</table>
<h2>${escape(texts.validity)}</h2><table class="grid">
${row(texts.validFrom, formatDisplayDate(view.validFrom))}${row(texts.validTo, formatDisplayDate(view.validTo))}${row(labels.office, view.office)}</table>
<div class="verify"><img src="${escape(view.qrImage)}" alt="QR">
<div><h2>${escape(texts.verify)}</h2><p>${escape(texts.verifyText)}</p><p class="url"><bdi dir="ltr">${escape(view.verificationUrl)}</bdi></p></div></div>
<p class="notice">${escape(texts.notice)}</p>`,
  );
}
