import { setImmediate as nextTurn } from 'node:timers/promises';
import { decodeObjectStream, objectStreamDecoding } from './object-stream-filters';
import { decodeName, namesSpelled } from './pdf-names';

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

/** The names the scan acts on, however they are escaped. */
const WATCHED = namesSpelled([...ACTIVE_NAMES, 'OpenAction']);
/** What makes a stream an object stream to readers, and where its objects start. */
const OBJECT_STREAM_KEYS = namesSpelled(['ObjStm', 'N', 'First']);
/** `stream` after a dictionary, then its end of line (7.3.8.1). */
const STREAM_START = />>\s*stream(?:\r\n|\n|\r)/g;
/**
 * A top-level object's header and the start of its value (looked at, not consumed: objects can be short).
 * Tried only where a number starts: from inside a run of digits, every start backtracked through the rest
 * of the run, and a 100 kB file of digits held the event loop for 4 s.
 */
const OBJECT_START = /(?<!\d)(\d+)\s+\d+\s+obj\s*(?=([\s\S]{1,64}))/g;
/**
 * What all the object streams of one file may inflate to, together: a scanned document never needs as
 * much, and a file of deflate bombs is refused at the first one over, not inflated and read bomb by bomb.
 */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;
/** Matches handled between two turns of the event loop: a hostile file can hold millions of them. */
const MATCHES_PER_TURN = 4096;
/** Text searched for names in one step: decompressed text can reach MAX_INFLATED_BYTES. */
const SLICE = 1 << 20;
/** Read past a slice's end so that an escaped name (40 characters at most) and the 64 after it are whole. */
const SLICE_OVERLAP = 256;

/**
 * Most writers (LaTeX, Acrobat) use `/OpenAction` to show a first page: a destination (`[3 0 R /Fit]`)
 * or a GoTo action to one. Anything else done on opening is refused.
 */
const opensAPage = (value: string) => /^\s*(?:\[|<<\s*\/S\s*\/GoTo\b)/.test(value);

/** What the scan learns from a piece of PDF text. */
type TFindings = {
  active: string | null;
  /** Objects named by `/OpenAction n 0 R`, judged once every object's kind is known. */
  openActionTargets: Set<number>;
  /**
   * Objects whose value shows a page (a destination or a GoTo): all an `/OpenAction` by reference may
   * name. Only these are kept, not every object, so a file of millions of objects costs no memory.
   */
  pageOpeners: Set<number>;
  /** Matches handled so far, to give other requests a turn now and then. */
  handled: number;
};

const turnDue = (findings: TFindings) => ++findings.handled % MATCHES_PER_TURN === 0;

async function scan(text: string, findings: TFindings) {
  for (let from = 0; from < text.length; from += SLICE) {
    const slice = text.slice(from, from + SLICE + SLICE_OVERLAP);
    for (const match of slice.matchAll(WATCHED)) {
      if (match.index >= SLICE) break;
      const name = decodeName(match[1]!);
      const after = match.index + match[0].length;
      const value = slice.slice(after, after + 64);
      const reference = /^\s*(\d+)\s+\d+\s+R/.exec(value);
      if (name !== 'OpenAction' || (!reference && !opensAPage(value))) {
        findings.active ??= name;
        return;
      }
      if (reference) findings.openActionTargets.add(Number(reference[1]));
      if (turnDue(findings)) await nextTurn();
    }
    await nextTurn();
  }
}

async function recordObjects(text: string, findings: TFindings) {
  for (const match of text.matchAll(OBJECT_START)) {
    if (opensAPage(match[2]!)) findings.pageOpeners.add(Number(match[1]));
    if (turnDue(findings)) await nextTurn();
  }
}

/** An object stream starts with `number offset` pairs; each object's value starts at /First + offset. */
async function recordCompressedObjects(inflated: string, first: number, findings: TFindings) {
  // Token by token: a pair pattern backtracks through a long run without spaces at every start.
  let number: number | null = null;
  for (const [token] of inflated.slice(0, first).matchAll(/\S+/g)) {
    if (number === null) {
      number = Number(token);
      continue;
    }
    const start = first + Number(token);
    if (opensAPage(inflated.slice(start, start + 64))) findings.pageOpeners.add(number);
    number = null;
    if (turnDue(findings)) await nextTurn();
  }
}

/**
 * The stream's dictionary: from its object's `N G obj` header, not from any `obj` in a name like
 * `/Xobj`, which would cut `/Type /ObjStm` off and let a compressed script through.
 */
function dictionaryBefore(text: string, streamAt: number, floor: number): string {
  // Searched within what follows the previous stream only: a search back through the whole file for
  // each of 400,000 streams would take hours.
  const segment = text.slice(floor, streamAt);
  for (let at = segment.lastIndexOf('obj'); at > 0; at = segment.lastIndexOf('obj', at - 1)) {
    if (/\d+\s+\d+\s+$/.test(segment.slice(Math.max(0, at - 24), at))) return segment.slice(at);
  }
  return segment;
}

/**
 * Where each stream's data ends: its direct /Length or the first `endstream` after it, whichever comes
 * first. Streams come in order, so the `endstream` found last time is reused until a stream starts past
 * it: searching the file again for every stream of a file without one would take hours.
 */
function streamEnds(text: string) {
  let keyword = -1;
  return (dictionary: string, start: number): number => {
    if (keyword < start) {
      const found = text.indexOf('endstream', start);
      keyword = found === -1 ? text.length : found;
    }
    const byKeyword = keyword;
    // `\b` keeps `/Length 12 0 R` (an indirect length) from being read as a direct `1`.
    const length = /\/Length\s+(\d+)\b(?!\s+\d+\s+R)/.exec(dictionary);
    return length ? Math.min(byKeyword, start + Number(length[1])) : byKeyword;
  };
}

/**
 * Whether readers take the stream for an object stream (they need /N and /First; /Type /ObjStm may be
 * left out), and its direct /First: where its objects start, or null when it has none to read.
 */
function objectStreamOf(dictionary: string): { first: number | null } | null {
  let first: number | null = null;
  const names = new Set<string>();
  for (const match of dictionary.matchAll(OBJECT_STREAM_KEYS)) {
    const name = decodeName(match[1]!);
    names.add(name);
    if (name !== 'First') continue;
    const value = /^\s*(\d+)(?=\s*(?:\/|$))/.exec(dictionary.slice(match.index + match[0].length));
    first = value ? Number(value[1]) : null;
  }
  return names.has('ObjStm') || (names.has('N') && names.has('First')) ? { first } : null;
}

/**
 * The first active-content name of a PDF, or null. Names are read with their `#xx` escapes decoded, in the
 * file's own text and inside its compressed object streams (where PDF 1.5+ writers put most dictionaries),
 * Flate passes and PNG predictors undone; the data of other streams (images, page drawings) is skipped,
 * since random bytes there can spell a name. An object stream that cannot be decoded, or not within
 * MAX_INFLATED_BYTES for the whole file, cannot be checked, so it counts as active, and so does an
 * `/OpenAction` whose object is not a destination array. This is a scanner, not a parser: decision 016
 * says what it does not catch. It gives other requests a turn between steps, though a hostile file can
 * take a second or two in all; the longest step, a large object stream inflated and turned into text at
 * once, took 0.3–0.6 s on a busy 2-core machine.
 */
export async function pdfActiveContent(content: Buffer): Promise<string | null> {
  const text = content.toString('latin1');
  const findings: TFindings = {
    active: null,
    openActionTargets: new Set(),
    pageOpeners: new Set(),
    handled: 0,
  };
  const budget = { left: MAX_INFLATED_BYTES };
  const outside: string[] = [];
  const streamEnd = streamEnds(text);
  let cursor = 0;
  for (const match of text.matchAll(STREAM_START)) {
    if (turnDue(findings)) await nextTurn();
    if (match.index < cursor) continue;
    const dataStart = match.index + match[0].length;
    const dictionary = dictionaryBefore(text, match.index, cursor);
    outside.push(text.slice(cursor, dataStart));
    const end = streamEnd(dictionary, dataStart);
    const objectStream = objectStreamOf(dictionary);
    if (objectStream) {
      const decoding = objectStreamDecoding(dictionary);
      const decoded =
        decoding && (await decodeObjectStream(content.subarray(dataStart, end), decoding, budget));
      if (!decoded) return 'ObjStm';
      const inflated = decoded.toString('latin1');
      await scan(inflated, findings);
      if (findings.active) return findings.active;
      if (objectStream.first !== null) await recordCompressedObjects(inflated, objectStream.first, findings);
    }
    cursor = end;
  }
  outside.push(text.slice(cursor));
  const rest = outside.join('\n');
  await scan(rest, findings);
  if (findings.active) return findings.active;
  await recordObjects(rest, findings);
  const acts = [...findings.openActionTargets].some((target) => !findings.pageOpeners.has(target));
  return acts ? 'OpenAction' : null;
}
