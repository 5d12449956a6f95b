import { promisify } from 'node:util';
import { constants, inflate } from 'node:zlib';

const inflateAsync = promisify(inflate);

/**
 * Names that make a reader run something, open something or act by itself: scripts, launching programs,
 * attached files, forms that send data, Flash and XFA, and the automatic triggers (on opening, on a page
 * or a field).
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'OpenAction',
  'AA',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
]);

/** A name token: `/` then regular characters, up to whitespace or a delimiter (PDF 32000, 7.2.2). */
// eslint-disable-next-line no-control-regex -- NUL is whitespace in PDF syntax
const NAME = /\/([^\x00\t\n\f\r ()<>[\]{}/%]*)/g;
/** `stream` after a dictionary, then its end of line (7.3.8.1). */
const STREAM_START = />>\s*stream(?:\r\n|\n|\r)/g;
/** A decompressed object stream may not grow past this: a zip bomb is refused, not inflated. */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

/** `/J#61vaScript` is `/JavaScript` to every reader. */
const decodeName = (raw: string) =>
  raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function activeNameIn(text: string): string | null {
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[1]!);
    if (!ACTIVE_NAMES.has(name)) continue;
    // `/OpenAction [3 0 R /Fit]` only says which page to show first; an action dictionary is refused.
    const next = text.slice(match.index + match[0].length, match.index + match[0].length + 16);
    if (name === 'OpenAction' && /^\s*\[/.test(next)) continue;
    return name;
  }
  return null;
}

/**
 * The stream's dictionary: from its object's `N G obj` header, not from any `obj` in a name like
 * `/Xobj`, which would cut `/Type /ObjStm` off and let a compressed script through.
 */
function dictionaryBefore(text: string, streamAt: number, floor: number): string {
  for (
    let at = text.lastIndexOf('obj', streamAt);
    at >= floor && at > 0;
    at = text.lastIndexOf('obj', at - 1)
  ) {
    if (/\d+\s+\d+\s+$/.test(text.slice(Math.max(floor, at - 24), at))) return text.slice(at, streamAt);
  }
  return text.slice(floor, streamAt);
}

function namesOf(dictionary: string): Set<string> {
  return new Set([...dictionary.matchAll(NAME)].map((match) => decodeName(match[1]!)));
}

/** Where the stream's data ends: its direct /Length or the first `endstream`, whichever comes first. */
function streamEnd(text: string, dictionary: string, start: number): number {
  const found = text.indexOf('endstream', start);
  const byKeyword = found === -1 ? text.length : found;
  // `\b` keeps `/Length 12 0 R` (an indirect length) from being read as a direct `1`.
  const length = /\/Length\s+(\d+)\b(?!\s+\d+\s+R)/.exec(dictionary);
  return length ? Math.min(byKeyword, start + Number(length[1])) : byKeyword;
}

/**
 * The first active-content name of a PDF, or null. Names are read with their `#xx` escapes decoded, in the
 * file's own text and inside its compressed object streams (where PDF 1.5+ writers put most dictionaries);
 * the data of other streams (images, page drawings) is skipped, since random bytes there can spell a name.
 * An object stream that cannot be decompressed cannot be checked, so it counts as active. This is a
 * scanner, not a parser: decision 016 says what it does not catch.
 */
export async function pdfActiveContent(content: Buffer): Promise<string | null> {
  const text = content.toString('latin1');
  const outside: string[] = [];
  let cursor = 0;
  for (const match of text.matchAll(STREAM_START)) {
    if (match.index < cursor) continue;
    const dataStart = match.index + match[0].length;
    const dictionary = dictionaryBefore(text, match.index, cursor);
    outside.push(text.slice(cursor, dataStart));
    const end = streamEnd(text, dictionary, dataStart);
    const names = namesOf(dictionary);
    // What a reader needs to read objects out of a stream is /N and /First; /Type /ObjStm may be left out.
    if (names.has('ObjStm') || (names.has('N') && names.has('First'))) {
      const filters = [...names].filter((name) => name.endsWith('Decode'));
      if (filters.some((name) => name !== 'FlateDecode')) return 'ObjStm';
      const data = content.subarray(dataStart, end);
      try {
        const inflated =
          filters.length === 0
            ? data
            : await inflateAsync(data, {
                finishFlush: constants.Z_SYNC_FLUSH,
                maxOutputLength: MAX_INFLATED_BYTES,
              });
        const found = activeNameIn(inflated.toString('latin1'));
        if (found) return found;
      } catch {
        return 'ObjStm';
      }
    }
    cursor = end;
  }
  outside.push(text.slice(cursor));
  return activeNameIn(outside.join('\n'));
}
