import { withoutAccents } from './fields';
import { markersOf } from './markers';

// The names of registration certificates in the countries our customers drive from, and Morocco's,
// squeezed: the identity reader's OCR reads capitals and digits only, so spaces and apostrophes may go.
const REGISTRATION_TITLES =
  /CERTIFICATD?IMMATRICULATION|CARTEGRISE|PERMISODECIRCULACION|ZULASSUNGSBESCHEINIGUNG|FAHRZEUGSCHEIN|KENTEKENBEWIJS|KENTEKENCARD|INSCHRIJVINGSBEWIJS|CARTADICIRCOLAZIONE|CERTIFICADODEMATRICULA|FAHRZEUGAUSWEIS|REGISTRATIONCERTIFICATE/;

const squeezed = (text: string) =>
  withoutAccents(text)
    .toUpperCase()
    .replace(/[^A-Z\d]/g, '');

/**
 * Whether a text reads like a registration certificate: its name, or three of the fields only a
 * certificate codes (D.1, D.3, P.1, P.3, S.1 …), as OCR may read them ("D1", "P3").
 */
export function looksLikeRegistration(text: string): boolean {
  if (REGISTRATION_TITLES.test(squeezed(text))) return true;
  const coded = new Set(
    text
      .split(/\r?\n/)
      .flatMap((line) => markersOf(withoutAccents(line)))
      .filter(
        ({ field, start, end }) => field !== 'other' && field !== 'A' && field !== 'B' && end - start > 1,
      )
      .map(({ field }) => field),
  );
  return coded.size >= 3;
}

const LICENCE_WORDS =
  /PERMISDECONDUIRE|DRIVINGLICENCE|FUHRERSCHEIN|PERMISODECONDUCCION|PATENTEDIGUIDA|RIJBEWIJS|CARTADECONDUCAO/;

/**
 * Whether a text is a driving licence's: its categories print "B" beside dates, which would read as a
 * first registration.
 */
export const looksLikeDrivingLicence = (text: string) =>
  LICENCE_WORDS.test(squeezed(text)) && !looksLikeRegistration(text);

// A line of a machine-readable zone: capitals, digits and a run of fillers.
const MRZ_LINE = /^[A-Z0-9<]{20,46}$/;
const PASSPORT_WORDS = /PASSEPORT|PASSPORT|PASAPORTE|REISEPASS|PASSAPORTO|PASPOORT|PASSAPORTE/;
const IDENTITY_WORDS =
  /CARTENATIONALEDIDENTITE|CARTEDIDENTITE|IDENTITYCARD|DOCUMENTONACIONALDEIDENTIDAD|PERSONALAUSWEIS|CARTADIDENTITA|IDENTITEITSKAART|IDENTITEITSBEWIJS|CARTAODECIDADAO/;

/**
 * Whether a text is a passport's or an identity card's: by its machine-readable zone (a passport's
 * first line starts "P", a card's zone otherwise), else by the document's name on a page that reads
 * like no registration certificate (a Spanish certificate may name its holder's DNI).
 */
export function looksLikeIdentityDocument(text: string): 'passport' | 'identity_card' | null {
  const zone = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, '').toUpperCase())
    .filter((line) => MRZ_LINE.test(line) && (line.match(/</g)?.length ?? 0) >= 5);
  if (zone.some((line) => /^P[<A-Z][A-Z<]{3}/.test(line))) return 'passport';
  if (zone.length > 0) return 'identity_card';
  if (looksLikeRegistration(text)) return null;
  const words = squeezed(text);
  if (PASSPORT_WORDS.test(words)) return 'passport';
  const identity =
    IDENTITY_WORDS.test(words) || /\bD\.?\s?N\.?\s?I\b/.test(withoutAccents(text).toUpperCase());
  return identity ? 'identity_card' : null;
}
