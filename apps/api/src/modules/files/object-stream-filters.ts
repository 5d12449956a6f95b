import { promisify } from 'node:util';
import { constants, inflate } from 'node:zlib';
import { decodeName, NAME, NAME_ENDS, namesSpelled } from './pdf-names';
import { undoPngPredictor, type TPngLayout } from './png-predictor';

const inflateAsync = promisify(inflate);

/** One Flate pass, then the PNG predictor its parameters ask to undo (null: none). */
type TStage = TPngLayout | null;

/** Bytes left to inflate for one file, every object stream together. */
export type TInflateBudget = { left: number };

/** pdf.js reads the short keys of inline images on every stream, before the long ones. */
const FILTER_KEY = namesSpelled(['Filter', 'F']);
const PARMS_KEY = namesSpelled(['DecodeParms', 'DP']);
const FLATE = new Set(['FlateDecode', 'Fl']);
/** The predictor parameters readers take, under the names they read them by (BPC as pdf.js does). */
const LAYOUT_NAMES: Record<string, string> = {
  Predictor: 'Predictor',
  Colors: 'Colors',
  BitsPerComponent: 'bits',
  BPC: 'bits',
  Columns: 'Columns',
};
const LAYOUT_KEY = namesSpelled(Object.keys(LAYOUT_NAMES));
/** Writers use one Flate pass, two at most; a chain of thousands would be thousands of inflate calls. */
const MAX_PASSES = 4;
/** A key written more often than this is no writer's doing, and reading every copy would take long. */
const MAX_REPEATS = 8;
/** Past this, pdf.js's `(columns * colors * bits + 7) >> 3` wraps around and reads another row size. */
const MAX_BITS_PER_ROW = 2 ** 31 - 8;

const WHITE = '[\\0\\t\\n\\f\\r ]*';
const FLAT_DICTIONARY = '<<(?:(?!<<|>>)[\\s\\S])*>>';
/**
 * A direct value this reader can judge: a name, an array without arrays in it, a dictionary without
 * dictionaries in it, or null. An indirect reference (`12 0 R`), a comment or anything else is not one.
 */
const DIRECT_VALUE = new RegExp(
  `${WHITE}(/[^${NAME_ENDS}]*|\\[[^[\\]]*\\]|${FLAT_DICTIONARY}|null(?=[${NAME_ENDS}]|$))`,
  'y',
);
const PARMS_ITEM = new RegExp(`${WHITE}(${FLAT_DICTIONARY}|null)`, 'y');
const ONLY_WHITE = new RegExp(`^${WHITE}$`);

function valueAt(text: string, at: number): string {
  DIRECT_VALUE.lastIndex = at;
  return DIRECT_VALUE.exec(text)?.[1] ?? '';
}

/**
 * The value written under `key`: undefined when there is none, null when it is written twice with two
 * values (or too many times) or is not a direct value this reader can judge.
 */
function valueOf(dictionary: string, key: RegExp): string | null | undefined {
  let value: string | undefined;
  let repeats = 0;
  for (const match of dictionary.matchAll(key)) {
    const found = valueAt(dictionary, match.index + match[0].length);
    if (!found || (value !== undefined && found !== value) || ++repeats > MAX_REPEATS) return null;
    value = found;
  }
  return value;
}

/** The `count` items of a /DecodeParms array (dictionaries or null), or null when it holds anything else. */
function parmsItems(array: string, count: number): string[] | null {
  const items: string[] = [];
  const inner = array.slice(1, -1);
  let end = 0;
  PARMS_ITEM.lastIndex = 0;
  for (let item = PARMS_ITEM.exec(inner); item && items.length < count; item = PARMS_ITEM.exec(inner)) {
    items.push(item[1]!);
    end = PARMS_ITEM.lastIndex;
  }
  return items.length === count && ONLY_WHITE.test(inner.slice(end)) ? items : null;
}

/** The Flate passes of a /Filter array, or null when it names anything else or too many of them. */
function passesIn(array: string): string[] | null {
  const inner = array.slice(1, -1);
  if (!ONLY_WHITE.test(inner.replace(NAME, ''))) return null;
  const filters: string[] = [];
  for (const [, name] of inner.matchAll(NAME)) {
    if (filters.length === MAX_PASSES) return null;
    filters.push(decodeName(name!));
  }
  return filters;
}

/** The predictor a /DecodeParms entry asks for; undefined when it is one no reader or this one undoes. */
function stageOf(parms: string): TStage | undefined {
  if (parms === 'null') return null;
  const numbers = new Map<string, number>();
  for (const match of parms.matchAll(LAYOUT_KEY)) {
    const key = LAYOUT_NAMES[decodeName(match[1]!)]!;
    const value = /^\s*(\d+)(?=\s*(?:\/|>>))/.exec(parms.slice(match.index + match[0].length));
    if (!value || (numbers.has(key) && numbers.get(key) !== Number(value[1]))) return undefined;
    numbers.set(key, Number(value[1]));
  }
  // Readers take 0 for the default, as they take a missing entry (`params.get('Colors') || 1`).
  const predictor = numbers.get('Predictor') || 1;
  if (predictor === 1) return null;
  // TIFF (2) is not undone here, and a value no reader knows makes readers fail.
  if (predictor < 10 || predictor > 15) return undefined;
  const bitsPerPixel = (numbers.get('Colors') || 1) * (numbers.get('bits') || 8);
  const bitsPerRow = (numbers.get('Columns') || 1) * bitsPerPixel;
  if (bitsPerRow > MAX_BITS_PER_ROW) return undefined;
  return { bytesPerPixel: Math.ceil(bitsPerPixel / 8), bytesPerRow: Math.ceil(bitsPerRow / 8) };
}

/**
 * How to decode an object stream, read from its dictionary: Flate passes in order (`/FlateDecode` or
 * `/Fl`, under `/Filter` or `/F`), each with the PNG predictor of its `/DecodeParms` (or `/DP`). Null
 * when the scanner cannot know what a reader would get: another filter, a filter or parameters given by
 * reference, a TIFF or unknown predictor, parameters that do not pair with the filters.
 */
export function objectStreamDecoding(dictionary: string): TStage[] | null {
  const filterValue = valueOf(dictionary, FILTER_KEY);
  const parmsValue = valueOf(dictionary, PARMS_KEY);
  if (filterValue === null || parmsValue === null) return null;
  const filter = filterValue ?? '[]';
  const parms = parmsValue ?? 'null';
  let filters: string[] | null = null;
  if (filter.startsWith('/')) filters = [decodeName(filter.slice(1))];
  else if (filter.startsWith('[')) filters = passesIn(filter);
  if (!filters || filters.some((name) => !FLATE.has(name))) return null;
  let parmsList: string[] | null = null;
  if (parms === 'null') parmsList = filters.map(() => 'null');
  else if (parms.startsWith('<<') && filter.startsWith('/')) parmsList = [parms];
  else if (parms.startsWith('[') && filter.startsWith('[')) parmsList = parmsItems(parms, filters.length);
  if (!parmsList) return null;
  const stages: TStage[] = [];
  for (const item of parmsList) {
    const stage = stageOf(item);
    if (stage === undefined) return null;
    stages.push(stage);
  }
  return stages;
}

/** The stream's data through its stages, or null when it cannot be decoded within the file's budget. */
export async function decodeObjectStream(
  data: Buffer,
  stages: TStage[],
  budget: TInflateBudget,
): Promise<Buffer | null> {
  let decoded = data;
  try {
    for (const layout of stages) {
      if (budget.left <= 0) return null;
      decoded = await inflateAsync(decoded, {
        finishFlush: constants.Z_SYNC_FLUSH,
        maxOutputLength: budget.left,
      });
      budget.left -= decoded.length;
      if (layout) decoded = await undoPngPredictor(decoded, layout);
    }
  } catch {
    return null;
  }
  return decoded;
}
