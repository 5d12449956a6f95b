import { promisify } from 'node:util';
import { constants, inflate } from 'node:zlib';

const inflateAsync = promisify(inflate);

/**
 * Names that make a reader run something, open something or act by itself: scripts, launching programs,
 * attached files, forms that send data, Flash and XFA, and the automatic triggers (on a page or a field).
 * `/OpenAction` is judged apart: most writers use it for the first page to show.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
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
const NAME = /\/([^\0\t\n\f\r ()<>[\]{}/%]*)/g;
/** `stream` after a dictionary, then its end of line (7.3.8.1). */
const STREAM_START = />>\s*stream(?:\r\n|\n|\r)/g;
/** A top-level object's header and the start of its value (looked at, not consumed: objects can be short). */
const OBJECT_START = /(\d+)\s+\d+\s+obj\s*(?=([\s\S]{1,64}))/g;
/** A decompressed object stream may not grow past this: a zip bomb is refused, not inflated. */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

/** `/J#61vaScript` is `/JavaScript` to every reader. */
const decodeName = (raw: string) =>
  raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Most writers (LaTeX, Acrobat) use `/OpenAction` to show a first page: a destination (`[3 0 R /Fit]`)
 * or a GoTo action to one. Anything else done on opening is refused.
 */
const opensAPage = (value: string) => /^\s*(?:\[|<<\s*\/S\s*\/GoTo\b)/.test(value);

/** What the scan learns from a piece of PDF text. */
type TFindings = {
  active: string | null;
  /** Objects named by `/OpenAction n 0 R`, judged once every object's kind is known. */
  openActionTargets: number[];
  /** Object number → the start of its value, enough to tell a destination from another action. */
  starts: Map<number, string>;
};

function scan(text: string, findings: TFindings) {
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[1]!);
    if (ACTIVE_NAMES.has(name)) {
      findings.active ??= name;
      return;
    }
    if (name !== 'OpenAction') continue;
    const value = text.slice(match.index + match[0].length, match.index + match[0].length + 64);
    const reference = /^\s*(\d+)\s+\d+\s+R/.exec(value);
    if (reference) findings.openActionTargets.push(Number(reference[1]));
    else if (!opensAPage(value)) findings.active ??= name;
  }
}

function recordObjects(text: string, findings: TFindings) {
  for (const match of text.matchAll(OBJECT_START)) findings.starts.set(Number(match[1]), match[2]!);
}

/** An object stream starts with `number offset` pairs; each object's value starts at /First + offset. */
function recordCompressedObjects(inflated: string, first: number, findings: TFindings) {
  const pairs = inflated.slice(0, first).trim().split(/\s+/).map(Number);
  for (let index = 0; index + 1 < pairs.length; index += 2) {
    const start = first + pairs[index + 1]!;
    findings.starts.set(pairs[index]!, inflated.slice(start, start + 64));
  }
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
 * An object stream that cannot be decompressed cannot be checked, so it counts as active, and so does an
 * `/OpenAction` whose object is not a destination array. This is a scanner, not a parser: decision 016
 * says what it does not catch.
 */
export async function pdfActiveContent(content: Buffer): Promise<string | null> {
  const text = content.toString('latin1');
  const findings: TFindings = { active: null, openActionTargets: [], starts: new Map() };
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
    const first = /\/First\s+(\d+)/.exec(dictionary);
    if (names.has('ObjStm') || (names.has('N') && first)) {
      const filters = [...names].filter((name) => name.endsWith('Decode'));
      if (filters.some((name) => name !== 'FlateDecode')) return 'ObjStm';
      const data = content.subarray(dataStart, end);
      try {
        const inflated = (
          filters.length === 0
            ? data
            : await inflateAsync(data, {
                finishFlush: constants.Z_SYNC_FLUSH,
                maxOutputLength: MAX_INFLATED_BYTES,
              })
        ).toString('latin1');
        scan(inflated, findings);
        if (first) recordCompressedObjects(inflated, Number(first[1]), findings);
      } catch {
        return 'ObjStm';
      }
      if (findings.active) return findings.active;
    }
    cursor = end;
  }
  outside.push(text.slice(cursor));
  const rest = outside.join('\n');
  scan(rest, findings);
  recordObjects(rest, findings);
  if (findings.active) return findings.active;
  const acts = findings.openActionTargets.some((target) => !opensAPage(findings.starts.get(target) ?? ''));
  return acts ? 'OpenAction' : null;
}
