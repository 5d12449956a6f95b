import { isLabelWord, isTeslaModelAt } from './labels';
import { asCapitals } from './small-capitals';

/** The words of a value, without the marks OCR read in the paper's grain. */
const wordsOf = (value: string): string[] =>
  value
    .replace(/[^\p{L}\d\s\-.&'/+]/gu, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^[-.'/+]+|[-'/+]+$/g, ''))
    .filter((word) => word !== '');

/**
 * A stroke glued to a letter: what OCR reads for a letter's stem it could not make out (the I of
 * IBIZA read "\BIZA"). The word it stands in was misread, and dropping the stroke leaves another name.
 */
const GLUED_STROKE = /[\\|![\]{}][\p{L}\d]|[\p{L}\d][\\|![\]{}]/u;

/** Whether one of `words` (a value's words) was read with a stroke glued to it in `value`. */
const readWithStroke = (value: string, words: readonly string[]) =>
  value
    .split(/\s+/)
    .filter((token) => GLUED_STROKE.test(token))
    .flatMap(wordsOf)
    .some((word) => words.includes(word));

/** The words in capitals as printed, OCR's small letters put back; none when one was misread. */
function inCapitalsAsPrinted(words: readonly string[]): string | undefined {
  const put = words.map(asCapitals);
  return put.every((word) => word !== undefined) ? put.join(' ') : undefined;
}

/**
 * A make of several words whose last has three letters or fewer: no make's name ends so ("ALFA
 * ROMEO", "LAND ROVER"), a hyphenated one read with its hyphen and the letters around it lost does
 * ("MERCEDE ENZ" of MERCEDES-BENZ).
 */
const endsInFragment = (make: readonly string[]) => make.length > 1 && make.at(-1)!.length <= 3;

/**
 * The company's legal form some certificates print after the make ("BMW AG", "RENAULT SAS",
 * "FIAT S.P.A."): not part of the make's name, and short enough to pass for a fragment.
 */
const LEGAL_FORMS = new Set(['AG', 'SA', 'SAS', 'SPA', 'SE', 'NV', 'BV', 'GMBH', 'KG', 'SRL', 'LTD', 'PLC']);
const withoutLegalForm = (make: readonly string[]) =>
  make.length > 1 && LEGAL_FORMS.has(make.at(-1)!.replace(/\./g, '').toUpperCase())
    ? make.slice(0, -1)
    : make;

/**
 * A make as printed: one to three words of letters ("RENAULT", "MERCEDES-BENZ", "ALFA ROMEO"), ending
 * at the first word that is not one. Digits or a label word among them make it no make: the step's
 * make list has the last word.
 */
export function asMake(value: string): string | undefined {
  const words = wordsOf(value);
  // A make printed in capitals ends at a word in small letters: the next code misread ("SKODA op,").
  const inCapitals = words[0] !== undefined && words[0] === words[0].toUpperCase();
  const end = words.findIndex(
    (word) => !/^\p{L}[\p{L}\-&.]*$/u.test(word) || (inCapitals && word !== word.toUpperCase()),
  );
  const make = withoutLegalForm(
    (end < 0 ? words : words.slice(0, end)).filter((word) => word.replace(/\./g, '').length > 1),
  );
  if (
    make.length === 0 ||
    make.length > 3 ||
    make.some(isLabelWord) ||
    readWithStroke(value, make) ||
    endsInFragment(make)
  )
    return undefined;
  const name = inCapitalsAsPrinted(make);
  return name !== undefined && name.length >= 2 && name.length <= 30 ? name : undefined;
}

/**
 * A lone letter before a name of letters: a mark or a label's last letter read before the model ("M
 * TRANSIT"), or a model whose hyphen was lost ("X TRAIL"); the two read alike, so neither is a model.
 * A letter before a number is one ("E 220", "C 180").
 */
const loneLetterBeforeName = (words: readonly string[]) =>
  words.length > 1 && /^\p{L}$/u.test(words[0]!) && /^\p{L}{3,}$/u.test(words[1]!);

/**
 * A model (commercial name) as printed: up to four words ("CLIO", "208 ACTIVE", "GOLF VARIANT"), ending
 * at a label word; nothing when it is made of labels or is too long to be one name.
 */
export function asModel(value: string): string | undefined {
  const words = wordsOf(value);
  const end = words.findIndex(isLabelWord);
  const model = end < 0 ? words : words.slice(0, end);
  if (model.length === 0 || model.length > 4 || loneLetterBeforeName(model) || readWithStroke(value, model))
    return undefined;
  const name = inCapitalsAsPrinted(model);
  return name !== undefined && /[\p{L}\d]{2}|\p{L}\d|\d\p{L}/u.test(name) && name.length <= 40
    ? name
    : undefined;
}

/** A Tesla's model ("MODEL 3"), which asModel refuses for its label-like first word. */
function asTeslaModel(value: string): string | undefined {
  const words = value.trim().split(/\s+/);
  return isTeslaModelAt(words, 0) ? `MODEL ${words[1]}` : undefined;
}

/** How a model of `make` is read: a Tesla's "MODEL 3" only on a Tesla's certificate. */
export const modelOf =
  (make: string | undefined) =>
  (value: string): string | undefined =>
    asModel(value) ?? (make === 'TESLA' ? asTeslaModel(value) : undefined);
