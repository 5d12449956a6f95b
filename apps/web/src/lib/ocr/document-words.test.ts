import { describe, expect, it } from 'vitest';
import { documentWords } from './document-words';
import type { TBlob } from './text-lines';

/** A flat blob, as inkBlobs gives a word: its box, and ink filling half of it. */
const word = (left: number, top: number, width: number, height: number): TBlob => ({
  left,
  top,
  right: left + width - 1,
  bottom: top + height - 1,
  ink: (width * height) / 2,
  area: 0,
  sumX: 0,
  sumY: 0,
  sumXX: 0,
  sumXY: 0,
});

describe('documentWords', () => {
  // A certificate's rows of 10-pixel words on a table whose grain passed for words: what the engine
  // read with the document and misread its rows by (decision 036, fourth amendment).
  const rows = Array.from({ length: 6 }, (_, row) => [
    word(100, 100 + row * 20, 60, 10),
    word(180, 100 + row * 20, 40, 10),
    word(260, 100 + row * 20, 80, 10),
  ]).flat();
  const grain = [word(500, 40, 90, 10), word(600, 45, 70, 9), word(520, 300, 120, 11)];

  it("keeps the document's rows and leaves the table's grain beyond 8 letters across", () => {
    expect(documentWords([...grain, ...rows])).toEqual(rows);
  });

  it('keeps a column of values 7 letters to the right of its labels', () => {
    const values = [word(410, 100, 50, 10), word(410, 120, 50, 10)];
    expect(documentWords([...rows, ...values])).toEqual([...rows, ...values]);
  });

  it('drops a stripe over 3 letters high, which would join the grain to the document', () => {
    const stripe = word(350, 40, 150, 40);
    expect(documentWords([...rows, stripe, ...grain])).toEqual(rows);
  });

  it('gives nothing for no words', () => {
    expect(documentWords([])).toEqual([]);
  });
});
