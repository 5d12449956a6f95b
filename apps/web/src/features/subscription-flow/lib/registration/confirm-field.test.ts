import { describe, expect, it, vi } from 'vitest';
import type { TDocumentText, TPlacedWord } from '../../../../lib/ocr/recognize-document';
import { agreedField, fieldWords } from './confirm-field';
import { asModel } from './names';
import { asCount } from './numbers';

const line = (text: string, top: number): TPlacedWord[] =>
  text.split(' ').map((word, at) => ({ text: word, region: { left: at * 100, top, width: 90, height: 30 } }));

const asSeats = (value: string) => asCount(value, 1, 99);

/** A page whose words read again give `again` at each letter height. */
function page(text: string, again: Record<number, string>): TDocumentText {
  const lines = text.split('\n').map((row, at) => line(row, at * 40));
  return { text, lines, readAgain: (_words, pixels) => Promise.resolve(again[pixels] ?? '') };
}

// A Dutch certificate of seed 36300 as the page read it: its seats, 5, read 3.
const DUTCH = 'P.1 cilinderinhoud 1560 P.3 brandstor Diesel\nS.1 zitplaatsen 3';

describe('fieldWords', () => {
  it("finds the seats' digit with the code or label before it, not the digit alone", () => {
    const lines = DUTCH.split('\n').map((row, at) => line(row, at * 40));
    expect(fieldWords(lines, 'S1', asSeats, 3)?.map((word) => word.text)).toEqual(['zitplaatsen', '3']);
    expect(
      fieldWords([line('Q 0,05 S.1 5 S.2 V.7 112', 0)], 'S1', asSeats, 5)?.map((word) => word.text),
    ).toEqual(['S.1', '5']);
  });

  it('gives none where no run of words gives that value', () => {
    expect(fieldWords([line('S.1 zitplaatsen 3', 0)], 'S1', asSeats, 5)).toBeNull();
  });
});

describe('agreedField', () => {
  it("keeps the page's value when its words read again say it too", async () => {
    expect(await agreedField(page(DUTCH, { 48: 'S.1 zitplaatsen 3' }), 'S1', asSeats, 3)).toBe(3);
  });

  it("takes the value the second and third readings agree on over the page's misread one", async () => {
    expect(
      await agreedField(page(DUTCH, { 48: 'zitplaatsen 5', 64: 'zitplaatsen 5' }), 'S1', asSeats, 3),
    ).toBe(5);
  });

  it('gives none when the readings all differ', async () => {
    expect(
      await agreedField(page(DUTCH, { 48: 'zitplaatsen 5', 64: 'zitplaatsen 9' }), 'S1', asSeats, 3),
    ).toBeUndefined();
  });

  it("leaves the page's value to the third reading when the second read none", async () => {
    expect(
      await agreedField(page(DUTCH, { 48: 'zitplaatsen -', 64: 'zitplaatsen 3' }), 'S1', asSeats, 3),
    ).toBe(3);
    expect(
      await agreedField(page(DUTCH, { 48: 'zitplaatsen -', 64: 'zitplaatsen 5' }), 'S1', asSeats, 3),
    ).toBeUndefined();
  });

  it('reads a digit printed alone again alone, in digits only, and a digit glued to its code with it', async () => {
    const readAgain = vi.fn((_words: readonly TPlacedWord[], pixels: number) =>
      Promise.resolve(pixels === 48 ? '5\n' : '9\n'),
    );
    const lines = [line('PLAZAS 5', 0)];
    expect(
      await agreedField({ text: '', lines, readAgain }, 'S1', asSeats, 5, { digits: '0123456789' }),
    ).toBe(5);
    expect(readAgain).toHaveBeenCalledWith([lines[0]![1]], 48, '0123456789');
    const glued = [line('(s.1)5', 0)];
    readAgain.mockResolvedValue('(s.1) 5\n');
    expect(
      await agreedField({ text: '', lines: glued, readAgain }, 'S1', asSeats, 5, { digits: '0123456789' }),
    ).toBe(5);
    expect(readAgain).toHaveBeenLastCalledWith(glued[0], 48);
  });

  it("takes a second reading alike to the page by the caller's measure as agreeing with it", async () => {
    const spaced = (a: string, b: string) => a.replace(/\s/g, '') === b.replace(/\s/g, '');
    const read = page('D.3 SANDERO', { 48: 'D.3 SAN DERO', 64: 'D.3 SAN DERO' });
    expect(await agreedField(read, 'D3', asModel, 'SANDERO', { alike: spaced })).toBe('SANDERO');
    expect(await agreedField(read, 'D3', asModel, 'SANDERO')).toBe('SAN DERO');
  });
});
