import { withoutAccents } from './fields';

// Dutch's "ij" as OCR reads it off a photo: a closing parenthesis, i), y, u, or a lone i
// ("KENTEKENBEWI)S", "KONINKRIK", "KONINKRYK", "KENTEKENBEWUS").
const IJ = String.raw`(?:ij|i\)|\)|y|u|i)`;
const dutch = (words: string) => new RegExp(words.replaceAll('ij', IJ), 'i');

// What a certificate prints of its country: the state, the document's name, the issuing office.
// Belgium prints its three languages, German included, so it is looked for before Germany.
const COUNTRY_WORDS: readonly (readonly [string, RegExp])[] = [
  [
    'BE',
    dutch(
      String.raw`\b(?:belgique|belgie|belgien|inschrijvingsbewijs|koninkrijk belgie|royaume de belgique)\b`,
    ),
  ],
  // OCR reads the Ç of FRANÇAISE as a G as often as a C.
  ['FR', /\brepublique\s+fran[cg]aise\b/i],
  ['ES', /\b(?:reino\s+de\s+espana|permiso\s+de\s+circulacion|direccion\s+general\s+de\s+trafico)\b/i],
  ['DE', /\b(?:zulassungsbescheinigung|bundesrepublik\s+deutschland|fahrzeugschein)\b/i],
  ['IT', /\b(?:carta\s+di\s+circolazione|repubblica\s+italiana|motorizzazione)\b/i],
  ['NL', dutch(String.raw`\b(?:kentekenbewijs|kentekencard|koninkrijk\s+der\s+nederlanden)\b`)],
  ['PT', /\b(?:republica\s+portuguesa|certificado\s+de\s+matricula)\b/i],
  ['MA', /\broyaume\s+du\s+maroc\b|المملكة\s+المغربية/i],
  ['CH', /\b(?:fahrzeugausweis|permis\s+de\s+circulation|licenza\s+di\s+circolazione)\b/i],
  ['GB', /\b(?:dvla|v5c)\b/i],
  ['LU', /\b(?:grand-duche\s+de\s+luxembourg|luxembourg)\b/i],
];

/** The country a certificate names, when it names one and only one (Belgium's languages aside). */
export function countryOf(text: string): string | undefined {
  const plain = withoutAccents(text);
  const named = COUNTRY_WORDS.filter(([, words]) => words.test(plain)).map(([country]) => country);
  if (named[0] === 'BE') return 'BE';
  return named.length === 1 ? named[0] : undefined;
}
