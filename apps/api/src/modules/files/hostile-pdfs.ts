import { deflateSync } from 'node:zlib';
import { pdfWithStreams } from './sample-pdfs';

const MEGABYTE = 1024 * 1024;
const OBJECT_STREAM = '/Type /ObjStm /N 1 /First 4';

/** A file made to slow a naive scanner down, and what the scanner must find in it (null: nothing). */
export type THostilePdf = { name: string; finding: string | null; build: () => Buffer };

const endlessStreams = (stream: string) => () =>
  Buffer.from(`%PDF-1.4\n${stream.repeat(100_000)}%%EOF\n`, 'latin1');

const inflatesToOneMegabyte = () => deflateSync(Buffer.alloc(MEGABYTE, 'x'));

/**
 * Uploads that a scanner searching the file again for each stream, or reading names and numbers one
 * copy at a time, would take seconds to hours on. The tests check what the scanner answers for each;
 * `npm run bench` (part pdf-scan) measures how long each takes, as no test may time itself.
 */
export const HOSTILE_PDFS: readonly THostilePdf[] = [
  {
    name: 'twelve 40 MB deflate bombs',
    // Past 64 MB inflated for the whole file, the object streams are refused rather than read.
    finding: 'ObjStm',
    build: () => {
      const bomb = deflateSync(Buffer.alloc(40 * MEGABYTE), { level: 9 });
      return pdfWithStreams(
        Array.from({ length: 12 }, () => [`${OBJECT_STREAM} /Filter /FlateDecode`, bomb] as [string, Buffer]),
      );
    },
  },
  {
    name: '100,000 streams that never end',
    finding: null,
    build: endlessStreams('1 0 obj<</Length 0>>stream\n'),
  },
  { name: '100,000 streams with no length', finding: null, build: endlessStreams('1 0 obj<<>>stream\n') },
  {
    name: 'a megabyte of digits',
    finding: null,
    build: () => Buffer.from(`%PDF-1.4\n${'1'.repeat(MEGABYTE)}\n%%EOF\n`),
  },
  {
    name: 'an object stream whose header has no space for a megabyte',
    finding: null,
    build: () =>
      pdfWithStreams([
        [`/Type /ObjStm /N 1 /First ${MEGABYTE} /Filter /FlateDecode`, inflatesToOneMegabyte()],
      ]),
  },
  {
    name: 'a stream dictionary of five million names',
    finding: null,
    build: () =>
      pdfWithStreams([
        [`${OBJECT_STREAM} /Filter /FlateDecode ${'/a'.repeat(5 * MEGABYTE)}`, inflatesToOneMegabyte()],
      ]),
  },
];
