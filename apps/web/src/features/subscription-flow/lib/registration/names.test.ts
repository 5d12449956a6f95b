import { describe, expect, it } from 'vitest';
import { asMake, asModel } from './names';

describe('a make or a model with letters OCR read small', () => {
  it('is read in capitals when those letters are shaped as their capitals', () => {
    expect(asModel('OCTAvIA')).toBe('OCTAVIA');
    expect(asMake('PEUGEoT')).toBe('PEUGEOT');
  });

  it('is none when another small letter stands among the capitals, a letter misread', () => {
    expect(asMake('SKobA')).toBeUndefined();
    expect(asModel('GoLF 2 SKobA')).toBeUndefined();
  });
});

describe('what only looks like a model', () => {
  it('is none when it is the start of a long label, cut short ("handel" of Handelsbezeichnung)', () => {
    expect(asModel('handel')).toBeUndefined();
    expect(asModel('Denomin')).toBeUndefined();
    expect(asModel('Handelsbez GOLF')).toBeUndefined();
    // Fresh seed 36607's Dutch label cut at the crop: "D.3 hand", its rest and the 308 on the next line.
    expect(asModel('hand')).toBeUndefined();
    expect(asModel('HAND')).toBe('HAND');
  });

  it('is none when a lone letter stands before a name: a mark read before it, or a lost hyphen', () => {
    expect(asModel('M TRANSIT')).toBeUndefined();
    expect(asModel('X TRAIL')).toBeUndefined();
  });

  it('stays a model when a letter stands before a number, or a name starts like a label without being one', () => {
    expect(asModel('E 220')).toBe('E 220');
    expect(asModel('COMBO LIFE')).toBe('COMBO LIFE');
    expect(asModel('X-TRAIL')).toBe('X-TRAIL');
    expect(asModel('TRANSIT')).toBe('TRANSIT');
  });
});

describe('a name read with a stroke glued to it', () => {
  it('is none: the stroke was a letter\'s stem (seed 36300\'s Italian IBIZA read "\\BIZA")', () => {
    expect(asModel('\\BIZA')).toBeUndefined();
    expect(asMake('PEUG|OT')).toBeUndefined();
  });

  it('stays a name when the stroke stands apart, a border read beside it', () => {
    expect(asModel('IBIZA |')).toBe('IBIZA');
  });
});

describe('a make of several words', () => {
  it('is none when its last word is a fragment: a hyphen lost with the letters around it (seed 36308)', () => {
    expect(asMake('MERCEDE ENZ')).toBeUndefined();
  });

  it('stays a make when every word is a name ("ALFA ROMEO", "MERCEDES BENZ")', () => {
    expect(asMake('ALFA ROMEO')).toBe('ALFA ROMEO');
    expect(asMake('MERCEDES BENZ')).toBe('MERCEDES BENZ');
    expect(asMake('KIA')).toBe('KIA');
  });

  it("is the make without the company's legal form printed after it", () => {
    expect(asMake('BMW AG')).toBe('BMW');
    expect(asMake('RENAULT SAS')).toBe('RENAULT');
    expect(asMake('FIAT S.P.A.')).toBe('FIAT');
    expect(asMake('ALFA ROMEO SPA')).toBe('ALFA ROMEO');
  });
});
