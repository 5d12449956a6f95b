import { type TField, withoutAccents } from './fields';
import { withoutLeadingLabels, withoutLeadingSmallWords } from './labels';
import { fuelOfEnergy } from './fuels';
import { unglueCodes } from './glued-codes';
import { markersOf } from './markers';

/** Each field's values in reading order: a value runs from its code or label to the next one. */
export type TFieldValues = Map<TField, string[]>;

const trimmed = (value: string) => value.replace(/^[\s.:;,)|_\-–—=]+/, '').trim();
/** The fields printed in capitals, where a word in small letters in front is a misread label. */
const IN_CAPITALS: ReadonlySet<TField> = new Set(['D1', 'D3']);
const clean = (value: string, field: TField) =>
  withoutLeadingLabels(trimmed(value), { capitals: IN_CAPITALS.has(field) });

/**
 * The values of the fields found anywhere in the text, several to a row. A code that ends its line
 * with no value ("P.3" then "GO" below it, a broken line) takes the start of the next line, up to
 * that line's first code, when a format checks what it takes: not the model (D.3), which would take
 * any row below an empty box. The plate (A) keeps the rest of its line: a German "B MW 1234" holds
 * letters that could be codes, and the plate's format tells where it ends; and no label words are
 * dropped from it, Ingolstadt's plates starting "IN".
 */
export function splitFields(text: string): TFieldValues {
  const values: TFieldValues = new Map();
  const add = (field: TField, value: string) => {
    if (value !== '') values.set(field, [...(values.get(field) ?? []), value]);
  };
  const lines = text.split(/\r?\n/).map((line) => unglueCodes(withoutAccents(line).trim()));
  lines.forEach((line, index) => {
    const markers = markersOf(line);
    markers.forEach((found, at) => {
      const next = markers[at + 1];
      const raw = line.slice(found.end, next?.start ?? line.length);
      const marker = found.pOrD && readsAsD(trimmed(raw)) ? { ...found, field: found.pOrD } : found;
      const value = clean(raw, marker.field);
      const own = marker.field === 'A' ? withoutLeadingSmallWords(trimmed(line.slice(marker.end))) : value;
      if (own !== '') add(marker.field, own);
      else if (!next && marker.field !== 'D3')
        add(marker.field, continuation(lines[index + 1], marker.field));
    });
  });
  return values;
}

/** A small "p.n" is a D (a make, a type, a model) unless a number or a fuel follows it (a P). */
const readsAsD = (value: string) =>
  !/^\W*\d/.test(value) && fuelOfEnergy(value.split(/\s+/)[0] ?? '') === undefined;

/** The start of the line below, when it starts with no code of its own. */
function continuation(line: string | undefined, field: TField): string {
  if (line === undefined) return '';
  const first = markersOf(line)[0];
  if (first?.start === 0) return '';
  return clean(line.slice(0, first?.start ?? line.length), field);
}
