import { deflateSync } from 'node:zlib';
import type { TPngLayout } from './png-predictor';

const catalogObject = (catalog: string) => `1 0 obj << /Type /Catalog /Pages 2 0 R ${catalog} >> endobj\n`;
const pagesObject = '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n';

/** A PDF with one more object, written as given, and what the catalog says besides its pages. */
export const pdfWith = (object: string, catalog = '') =>
  Buffer.from(
    `%PDF-1.7\n${catalogObject(catalog)}${pagesObject}3 0 obj ${object} endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );

/**
 * A PDF with streams numbered from 5, each a dictionary (its /Length added) and its data as given, and
 * the cross-reference stream a reader follows to object 4: the first object of the first stream. The
 * catalog is object 1 and says `catalog` besides its pages, unless `root` names another object.
 */
export function pdfWithStreams(
  streams: [dictionary: string, data: Buffer][],
  { catalog = '', root = 1 }: { catalog?: string; root?: number } = {},
) {
  const parts: Buffer[] = [];
  const offsets = new Map<number, number>();
  let written = 0;
  const write = (object: number, ...pieces: (string | Buffer)[]) => {
    offsets.set(object, written);
    for (const piece of pieces) {
      const bytes = typeof piece === 'string' ? Buffer.from(piece, 'latin1') : piece;
      parts.push(bytes);
      written += bytes.length;
    }
  };
  write(0, '%PDF-1.7\n');
  write(1, catalogObject(catalog));
  write(2, pagesObject);
  streams.forEach(([dictionary, data], index) => {
    const header = `${5 + index} 0 obj << ${dictionary} /Length ${data.length} >>\nstream\n`;
    write(5 + index, header, data, '\nendstream\nendobj\n');
  });
  const xref = 5 + streams.length;
  offsets.set(xref, written);
  // An entry a number: type (0 free, 1 at an offset, 2 in an object stream), offset or stream, index.
  const entries = Buffer.alloc((xref + 1) * 6);
  for (let object = 1; object <= xref; object += 1) {
    const [type, where] = object === 4 ? [2, 5] : offsets.has(object) ? [1, offsets.get(object)!] : [0, 0];
    entries.writeUInt8(type, object * 6);
    entries.writeUInt32BE(where, object * 6 + 1);
  }
  write(
    xref,
    `${xref} 0 obj << /Type /XRef /Size ${xref + 1} /W [1 4 1] /Root ${root} 0 R /Length ${entries.length} >>\nstream\n`,
    entries,
    `\nendstream\nendobj\nstartxref\n${offsets.get(xref)}\n%%EOF\n`,
  );
  return Buffer.concat(parts);
}

/** The text of an object stream holding object 4, whose value is `objects`. */
export const objectStreamText = (objects: string) => Buffer.from(`4 0 ${objects}`, 'latin1');

/** A PDF 1.5 object stream: the dictionaries are compressed, so their names are not in the file's bytes. */
export const objectStreamPdf = (objects: string, dictionary = '/Type /ObjStm /N 1 /First 4', catalog = '') =>
  pdfWithStreams([[`${dictionary} /Filter /FlateDecode`, deflateSync(objectStreamText(objects))]], {
    catalog,
  });

const paeth = (left: number, up: number, upLeft: number) => {
  const distances = [left, up, upLeft].map((candidate) => Math.abs(left + up - upLeft - candidate));
  return [left, up, upLeft][distances.indexOf(Math.min(...distances))]!;
};

/**
 * `data` as a PNG predictor writes it (the PNG specification's filters, written from it apart from the
 * decoder): row after row, the tag given for it, then each byte minus what the tag predicts it from.
 */
export function pngPredicted(data: Uint8Array, layout: TPngLayout, tagOfRow: (row: number) => number) {
  const { bytesPerPixel: pixel, bytesPerRow: width } = layout;
  const written: number[] = [];
  for (let start = 0; start < data.length; start += width) {
    const tag = tagOfRow(start / width);
    written.push(tag);
    for (let at = start; at < Math.min(start + width, data.length); at += 1) {
      const left = at - start >= pixel ? data[at - pixel]! : 0;
      const up = start > 0 ? data[at - width]! : 0;
      const upLeft = start > 0 && at - start >= pixel ? data[at - width - pixel]! : 0;
      const predicted = [0, left, up, Math.floor((left + up) / 2), paeth(left, up, upLeft)][tag]!;
      written.push((data[at]! - predicted + 256) % 256);
    }
  }
  return Buffer.from(written);
}
