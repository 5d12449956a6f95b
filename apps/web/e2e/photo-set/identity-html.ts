import type { TIdentityTemplate } from './identity-templates';

/** What the document prints besides its zone, already formatted. */
export type TPrintedHolder = {
  surname: string;
  givenNames: string;
  birth: string;
  expiry: string;
  sex: string;
  number: string;
  place: string;
};

/** Sizes in millimetres (ICAO 9303 parts 4 to 6; the old French card is 105 × 74, as TD2). */
export const IDENTITY_SIZES = {
  TD3: { widthMm: 125, heightMm: 88 },
  TD1: { widthMm: 85.6, heightMm: 54 },
  TD2: { widthMm: 105, heightMm: 74 },
  FR_ID: { widthMm: 105, heightMm: 74 },
} as const;

/**
 * The zone's characters are 2.54 mm apart (10 per inch). OCR-B is the zone's typeface; no npm package
 * ships it, so DejaVu Sans Mono (Debian's, installed here) stands in, spaced to the same pitch.
 */
const MRZ_FONT_MM = 3.4;
const MRZ_STYLE =
  `font-family:'DejaVu Sans Mono',monospace;font-size:${MRZ_FONT_MM}mm;` +
  `letter-spacing:${(2.54 - 0.602 * MRZ_FONT_MM).toFixed(3)}mm;line-height:4.3mm;white-space:pre;color:#1c1c22`;

const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

const field = (label: string, value: string) =>
  `<div style="margin-bottom:1.2mm"><div style="font-size:1.5mm;color:#59607a">${label}</div>` +
  `<div style="font-size:2.6mm;font-weight:600;letter-spacing:.1mm">${escaped(value)}</div></div>`;

/** A face in grey, as photographs of a face come out on a photocopied or printed page. */
const portrait = (widthMm: number, heightMm: number) =>
  `<div style="width:${widthMm}mm;height:${heightMm}mm;flex:none;border-radius:1mm;
     background:radial-gradient(ellipse 38% 30% at 50% 38%,#8d877e 0 96%,transparent 100%),
     radial-gradient(ellipse 62% 40% at 50% 100%,#8d877e 0 96%,transparent 100%),#c9c3b8"></div>`;

function frontFields(template: TIdentityTemplate, holder: TPrintedHolder) {
  return [
    field('Nom / Surname', holder.surname),
    field('Prénoms / Given names', holder.givenNames),
    `<div style="display:flex;gap:5mm">${field('Sexe / Sex', holder.sex)}${field('Nationalité', template.issuer.replaceAll('<', ''))}</div>`,
    `<div style="display:flex;gap:5mm">${field('Date de naissance', holder.birth)}${field('Lieu / Place', holder.place)}</div>`,
    `<div style="display:flex;gap:5mm">${field('N° du document', holder.number)}${field("Date d'expiration", holder.expiry)}</div>`,
  ].join('');
}

/** The back of a TD1 card, where its zone is: address, issuing authority, dates. */
function cardBack(holder: TPrintedHolder) {
  return [
    field('Domicile / Address', `${holder.place} — 12 RUE DES ÉCOLES`),
    `<div style="display:flex;gap:5mm">${field('Délivrée le', '14.03.2022')}${field('Autorité', 'PRÉFECTURE')}</div>`,
    field('Taille / Height', '1,74 m'),
  ].join('');
}

/** The document as HTML at its real size: a page or card in CSS millimetres, its zone at the foot. */
export function identityHtml(template: TIdentityTemplate, holder: TPrintedHolder, zone: readonly string[]) {
  const { widthMm, heightMm } = IDENTITY_SIZES[template.family];
  const back = template.family === 'TD1';
  const body = back
    ? `<div style="display:flex;gap:3mm"><div style="flex:1">${cardBack(holder)}</div>${portrait(12, 15)}</div>`
    : `<div style="display:flex;gap:4mm">${portrait(template.family === 'TD3' ? 32 : 26, template.family === 'TD3' ? 40 : 32)}<div>${frontFields(template, holder)}</div></div>`;
  return `<div style="position:relative;box-sizing:border-box;width:${widthMm}mm;height:${heightMm}mm;
      padding:3mm 4mm;border-radius:${back ? 3 : 1.5}mm;overflow:hidden;font-family:'DejaVu Sans',sans-serif;
      color:#22242e;background:repeating-linear-gradient(115deg,transparent 0 1.2mm,rgba(120,130,160,.07) 1.2mm 1.5mm),
      linear-gradient(${template.tint[0]},${template.tint[1]})">
    <div style="font-size:2.4mm;font-weight:700;letter-spacing:.3mm">${template.title}</div>
    <div style="font-size:1.9mm;margin-bottom:2mm;color:#474c63">${template.subtitle}</div>
    ${body}
    <div style="position:absolute;left:0;right:0;bottom:${back ? 2.5 : 3.5}mm;text-align:center;${MRZ_STYLE}">${zone.map(escaped).join('<br>')}</div>
  </div>`;
}
