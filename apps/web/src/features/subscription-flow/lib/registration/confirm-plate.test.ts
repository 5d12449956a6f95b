import { describe, expect, it } from 'vitest';
import type { TPlacedWord } from '../../../../lib/ocr/recognize-document';
import { plateWords, samePlate } from './confirm-plate';

const line = (text: string, top: number): TPlacedWord[] =>
  text.split(' ').map((word, at) => ({ text: word, region: { left: at * 100, top, width: 90, height: 30 } }));

describe('plateWords', () => {
  it("finds the plate's words on its line, a label read between the code and the plate", () => {
    const lines = [
      line('KENTEKENBEWIJS DEEL IA', 0),
      line('A renteken 83-STV-5', 40),
      line('B 14.06.2019', 80),
    ];
    expect(plateWords(lines, '83-STV-5')?.map((word) => word.text)).toEqual(['83-STV-5']);
  });

  it('finds a plate of several words and one its look-alikes were read in (2-1VS-665 for 2-IVS-665)', () => {
    expect(plateWords([line('A Amtliches Kennzeichen M M 7703', 0)], 'M M 7703')?.length).toBe(3);
    expect(plateWords([line('A 2-1VS-665', 0)], '2-IVS-665')?.map((word) => word.text)).toEqual([
      '2-1VS-665',
    ]);
  });

  it('gives none where the page holds no such words', () => {
    expect(plateWords([line('A 83-STV-5', 0)], '43-STV-5')).toBeNull();
  });
});

describe('samePlate', () => {
  it("refuses a plate the second reading reads otherwise: the tuning half's Dutch 43-STV-5 read 83", () => {
    expect(samePlate('A ienteren 43-STV-5\n', '83-STV-5')).toBe(false);
  });

  it('takes the same characters, a space read into the plate or a label before it', () => {
    expect(samePlate('A kenteken 7 7-KVN-9\n', '77-KVN-9')).toBe(true);
    expect(samePlate('A Amtliches Kennzeichen M M 7703\n', 'M M 7703')).toBe(true);
    expect(samePlate('A 2-1VS-665\n', '2-IVS-665')).toBe(true);
  });

  it('refuses a plate that is the start of what the second reading read (M M 770 of M M 7703)', () => {
    expect(samePlate('A M M 7703\n', 'M M 770')).toBe(false);
    expect(samePlate('A BH 352 HP\n', 'BH 352 HD')).toBe(false);
  });
});
