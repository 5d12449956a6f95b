import { HOLDER_NAMES, mrzSpelling } from './holder-names';
import { identityHtml, IDENTITY_SIZES } from './identity-html';
import type { TIdentityTemplate } from './identity-templates';
import { frenchIdLines, td1Lines, td2Lines, td3Lines, type TMrzHolder } from './mrz-lines';
import type { TDrawnDocument } from './photo-truth';
import type { TRandom } from './seeded-random';

const two = (value: number) => String(value).padStart(2, '0');

/** A date as the zone writes it (YYMMDD) and as the document prints it (DD.MM.YYYY). */
function drawDate(random: TRandom, fromYear: number, toYear: number) {
  const [year, month, day] = [random.int(fromYear, toYear), random.int(1, 12), random.int(1, 28)];
  return { zone: `${two(year % 100)}${two(month)}${two(day)}`, printed: `${two(day)}.${two(month)}.${year}` };
}

/** The names the zone holds once a long name has been cut to its width: all a reader can find there. */
function namesInZone(family: TIdentityTemplate['family'], zone: readonly string[]) {
  const [first = '', second = '', third = ''] = zone;
  const words = (text: string) => text.replace(/<+/g, ' ').trim();
  if (family === 'FR_ID') return { surname: words(first.slice(5, 30)), given: words(second.slice(13, 27)) };
  const names = family === 'TD1' ? third : first.slice(5);
  const [surname = '', ...given] = names.split('<<');
  return { surname: words(surname), given: words(given.join('<')) };
}

const unique = (values: readonly string[]) => [...new Set(values)];

const holderNumbers = (template: TIdentityTemplate, holder: TMrzHolder) =>
  template.family === 'TD1' && (template.country === 'ES' || template.country === 'MA') && holder.optional
    ? [holder.optional, holder.documentNumber]
    : [holder.documentNumber];

/**
 * Whether the zone cut the names. A name field filled to its last character, or to the one before,
 * may or may not have been cut, and a reader cannot tell: either answer is right then.
 */
function namesCutTruth(
  family: TIdentityTemplate['family'],
  zone: readonly string[],
  inZone: { surname: string; given: string },
  holder: TMrzHolder,
): string[] {
  const spaced = (name: string) => name.replace(/-/g, ' ');
  if (inZone.surname !== spaced(holder.surname) || inZone.given !== spaced(holder.givenNames))
    return ['true'];
  const [first = '', second = ''] = zone;
  const fields =
    family === 'FR_ID'
      ? [first.slice(5, 30), second.slice(13, 27)]
      : [family === 'TD1' ? (zone[2] ?? '') : first];
  // Full to the character before its end, the field's last filler may be the one a cut name followed.
  return fields.some((field) => !field.endsWith('<') || /[^<]<$/.test(field)) ? ['true', 'false'] : ['false'];
}

/** One holder of one kind of identity document, drawn from the seed, with its zone and its truth. */
export function drawIdentity(template: TIdentityTemplate, random: TRandom): TDrawnDocument {
  const names = HOLDER_NAMES[template.country];
  const [surname, givenNames] = [random.pick(names.surnames), random.pick(names.given)];
  const [birth, expiry] = [drawDate(random, 1952, 2004), drawDate(random, 2027, 2035)];
  const holder: TMrzHolder = {
    code: template.code,
    issuer: template.issuer,
    nationality: template.issuer,
    surname: mrzSpelling(surname),
    givenNames: mrzSpelling(givenNames),
    documentNumber: template.number(random),
    birthDate: birth.zone,
    sex: random.pick(['M', 'F'] as const),
    expiryDate: expiry.zone,
    ...(template.optional ? { optional: template.optional(random) } : {}),
    ...(template.optional2 ? { optional2: template.optional2(random) } : {}),
  };
  // The old French card's office: its department's three characters, then the office's own three.
  const office = `${holder.documentNumber.slice(4, 7)}${random.int(100, 999)}`;
  const zone = {
    TD3: () => td3Lines(holder),
    TD1: () => td1Lines(holder),
    TD2: () => td2Lines(holder),
    FR_ID: () => frenchIdLines(holder, office),
  }[template.family]();
  const inZone = namesInZone(template.family, zone);
  const issuer = template.issuer.replaceAll('<', '');
  return {
    truth: {
      kind: 'identity',
      family: template.family,
      country: template.country,
      document: template.document,
      expected: {
        // Spain's DNI and Morocco's CIN, in the optional data, are the numbers their holders give.
        documentNumber: holderNumbers(template, holder),
        lastName: unique([inZone.surname, holder.surname]),
        firstName: unique([inZone.given, holder.givenNames]),
      },
      alsoChecked: {
        format: [template.family],
        issuingCountry: unique([issuer, template.issuer, issuer === 'D' ? 'DEU' : issuer]),
        namesCut: namesCutTruth(template.family, zone, inZone, holder),
      },
      zone,
    },
    html: identityHtml(
      template,
      {
        surname,
        givenNames,
        birth: birth.printed,
        expiry: expiry.printed,
        sex: holder.sex,
        number: holder.documentNumber,
        place: random.pick(['PARIS', 'CASABLANCA', 'MADRID', 'LYON', 'RABAT', 'PORTO']),
      },
      zone,
    ),
    ...IDENTITY_SIZES[template.family],
  };
}
