import { describe, expect, it } from 'vitest';
import { markersOf } from './markers';

describe('markersOf, the plate code A', () => {
  it('is found before a grey label OCR read in small letters with a few capitals ("waTRicula")', () => {
    expect(markersOf('A waTRicula 2622 YB)  B FECHA 13/07/2010').map(({ field }) => field)).toContain('A');
  });

  it('is found before a label misread as three small letters ("A won ML-90-0S", seed 36321)', () => {
    expect(markersOf('A won ML-90-0S Bow oni maieis 22/03/2010').map(({ field }) => field)).toContain('A');
  });

  it('is not found where no plate follows the word in small letters', () => {
    expect(markersOf('A waTRicula ALPHA').map(({ field }) => field)).not.toContain('A');
  });

  it('is found in small letters in the parentheses Italy prints its codes in, before a plate only', () => {
    expect(markersOf('(a) MA 627 WT').map(({ field }) => field)).toEqual(['A']);
    expect(markersOf('(a) ROSSI').map(({ field }) => field)).not.toContain('A');
    expect(markersOf('a MA 627 WT').map(({ field }) => field)).not.toContain('A');
  });
});

describe("a certificate's title", () => {
  it('ends a code misread in it, so the title gives no make ("CARTA Dl CIRCOLAZIONE", Dl as D.1)', () => {
    expect(markersOf('CARTA Dl CIRCOLAZIONE Stal').map(({ field }) => field)).toEqual(['D1', 'other']);
  });
});

describe('a numbered code with a stroke glued to its end', () => {
  it('reads no value: the stroke was the value\'s first 1 (fresh seed 36343\'s "Pl} 560" for P.1 1560)', () => {
    expect(markersOf('Pl} 560 P.2 Nennleistung in kw 68').map(({ field }) => field)).toEqual([
      'other',
      'P2',
      'P2',
    ]);
  });

  it('is read when the stroke closes the parenthesis Italy prints its codes in, the opening one read or not', () => {
    expect(markersOf('(P.1) 1560 (P.2) 68').map(({ field }) => field)).toEqual(['P1', 'P2']);
    expect(markersOf('P.1) 1968  P.2) 110  S.1) 5').map(({ field }) => field)).toEqual(['P1', 'P2', 'S1']);
  });
});
