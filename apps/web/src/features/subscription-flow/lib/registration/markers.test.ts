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
});

describe("a certificate's title", () => {
  it('ends a code misread in it, so the title gives no make ("CARTA Dl CIRCOLAZIONE", Dl as D.1)', () => {
    expect(markersOf('CARTA Dl CIRCOLAZIONE Stal').map(({ field }) => field)).toEqual(['D1', 'other']);
  });
});
