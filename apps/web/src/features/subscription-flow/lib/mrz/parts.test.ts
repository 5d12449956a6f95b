import { describe, expect, it } from 'vitest';
import { checkDigit } from './check-digit';
import { restoreFillers, restoreNameFillers } from './fillers';
import { fitLength, withoutDoubles } from './find-zone';
import { allowedInNumber, hasFixedShape, hasIssuerShape, holderNumber } from './national';
import { hasStrayLookAlike } from './stray-look-alikes';

describe('the parts of a zone reading', () => {
  it("computes ICAO 9303's check digits, blind to L and 1, G and 6, K and a filler", () => {
    expect(checkDigit('L898902C3')).toBe('6');
    expect(checkDigit('740812')).toBe('2');
    expect(checkDigit('1898902C3')).toBe(checkDigit('L898902C3'));
    expect(checkDigit('AB6')).toBe(checkDigit('ABG'));
    expect(checkDigit('AB12K')).toBe(checkDigit('AB12<'));
  });

  it('brings a line to its length in its longest run of fillers, or at its end', () => {
    expect(fitLength('AB<<<<<CD', 8)).toContain('AB<<<<CD');
    expect(fitLength('AB<<<<<CD', 10)[0]).toBe('AB<<<<<<CD');
    expect(fitLength('ABCD', 5)).toEqual(['ABCD<']);
    expect(fitLength('ABCD', 8)).toEqual([]);
  });

  it('drops one of two look-alike neighbours from a line one character too long', () => {
    const fits = withoutDoubles('I<PRT174415619<Z7Z57<<<<<<<<<<<', 30);
    expect(fits).toContain('I<PRT174415619<ZZ57<<<<<<<<<<<');
    expect(fits).toContain('I<PRT174415619<7Z57<<<<<<<<<<<');
    // Only neighbours that look alike, and only for a line one too long.
    expect(withoutDoubles('AB<<CD<<', 7)).toEqual([]);
    expect(withoutDoubles('O0<<<<<<', 7)).toEqual(['0<<<<<<', 'O<<<<<<']);
    expect(withoutDoubles('O0<<<<<<', 9)).toEqual([]);
  });

  it('knows the shapes issuers fix: a German number opens with a letter, the rest free', () => {
    expect(hasIssuerShape('TD1', 'D', 'L3Y744XM3')).toBe(true);
    expect(hasIssuerShape('TD1', 'D', '13Y744XM3')).toBe(false);
    expect(hasIssuerShape('TD3', 'D', 'C01X00T47')).toBe(true);
    expect(hasIssuerShape('TD1', 'ITA', 'CA69601XT')).toBe(true);
    expect(hasIssuerShape('TD1', 'ITA', 'CA8960IXT')).toBe(false);
    // Only its first character: the stray look-alikes' doubt still holds for the rest.
    expect(hasFixedShape('TD1', 'D')).toBe(false);
    expect(hasFixedShape('TD1', 'ITA')).toBe(true);
  });

  it('puts back fillers read as letters after a field content, never inside it', () => {
    expect(restoreFillers('99999999R<<K<<')).toBe('99999999R<<<<<');
    expect(restoreFillers('K<<<<<<<')).toBe('<<<<<<<<');
    expect(restoreFillers('AB12K<<')).toBe('AB12K<<');
    expect(restoreNameFillers('ANNA<MARIA<<<K<<L')).toBe('ANNA<MARIA<<<<<<<');
    expect(restoreNameFillers('EL<MOUDEN<<LEE<<<')).toBe('EL<MOUDEN<<LEE<<<');
    expect(restoreNameFillers('MALO<<ALAIN<<J')).toBe('MALO<<ALAIN<<J');
  });

  it('doubts numbers whose letters and digits meet where OCR confuses them', () => {
    expect(hasStrayLookAlike('TV80B45I9')).toBe(true);
    expect(hasStrayLookAlike('CRA53242J')).toBe(true);
    expect(hasStrayLookAlike('TV8084519')).toBe(false);
    expect(hasStrayLookAlike('AB2345078')).toBe(false);
    expect(hasStrayLookAlike('D23145890')).toBe(false);
    // A German number's first letter is its issuer's: an L there meets no doubt, a 7 among letters does.
    expect(hasStrayLookAlike('L3Y744XM3')).toBe(true);
    expect(hasStrayLookAlike('L3Y744XM3', 'axxxxxxxx')).toBe(false);
    expect(hasStrayLookAlike('L3Y7X4XM3', 'axxxxxxxx')).toBe(true);
    // A German number has no B: its 8 between letters is an 8.
    const german = (char: string) => allowedInNumber('D', char);
    expect(hasStrayLookAlike('LK3JY8R3X', 'axxxxxxxx')).toBe(true);
    expect(hasStrayLookAlike('LK3JY8R3X', 'axxxxxxxx', german)).toBe(false);
    expect(hasStrayLookAlike('LK3JY6R3X', 'axxxxxxxx', german)).toBe(true);
  });

  it("gives the holder's number: the DNI when its letter holds, the CIN, else the document's", () => {
    expect(holderNumber('TD1', 'ESP', 'BAA000589', '99999999R<<<<<<')).toBe('99999999R');
    expect(holderNumber('TD1', 'ESP', 'BAA000589', '99999999T<<<<<<')).toBeNull();
    expect(holderNumber('TD1', 'ESP', '12345678Z', '<<<<<<<<<<<<<<<')).toBe('12345678Z');
    expect(holderNumber('TD1', 'MAR', 'A00012345', 'BE123456<<<<<<<')).toBe('BE123456');
    expect(holderNumber('TD1', 'MAR', 'A00012345', 'BE123456K<<<<<<')).toBeNull();
    expect(holderNumber('TD1', 'MAR', 'A00012345', '<<<<<<<<<<<<<<<')).toBe('A00012345');
    expect(holderNumber('TD3', 'ESP', 'PAA000000', '')).toBe('PAA000000');
  });
});
