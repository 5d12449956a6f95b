import { describe, expect, it } from 'vitest';
import { readPlate } from './plates';

describe('readPlate, OCR look-alikes', () => {
  it('takes a 1 or a 0 for the I or O of a country whose plates use them, a ¥ for a Y', () => {
    expect(readPlate('2-1VS-665 B 26/05/2010', 'BE')).toEqual({ plate: '2-IVS-665', country: 'BE' });
    expect(readPlate('1¥10-513 ® 12/08/2020', 'BE')).toEqual({ plate: '1-YIO-513', country: 'BE' });
    expect(readPlate('P1-39-QZ', undefined)).toEqual({ plate: 'PI-39-QZ', country: 'PT' });
    expect(readPlate('2-B0X-123', 'BE')).toEqual({ plate: '2-BOX-123', country: 'BE' });
  });

  it('takes a closing parenthesis in a group of letters for a J, never after a whole plate', () => {
    expect(readPlate('FX-19-)G B 12/07/2022', 'PT')).toEqual({ plate: 'FX-19-JG', country: 'PT' });
    expect(readPlate('LS-795-N)', 'FR')).toEqual({ plate: 'LS-795-NJ', country: 'FR' });
    expect(readPlate('LS-795-NJ)', 'FR')).toBeUndefined();
    // Beside a J, a bracket may be the J's hook read twice: no plate (fresh seed 36609's HH J 6054).
    expect(readPlate('HH J) 6054', 'DE')).toBeUndefined();
    expect(readPlate('FX-19-J)', 'PT')).toBeUndefined();
    expect(readPlate('J)-19-FX', 'PT')).toBeUndefined();
    // Fresh seed 36604's Dutch plate FG-235-J, its one last letter read as the parenthesis alone.
    expect(readPlate('FG-235-) B datum eerste toelating', 'NL')).toEqual({
      plate: 'FG-235-J',
      country: 'NL',
    });
    // Alone after a space, a bracket may be a border read where a letter was lost.
    expect(readPlate('1234 ) 75', 'FR')).toBeUndefined();
    expect(readPlate('M ) 7703', 'DE')).toBeUndefined();
  });

  it('takes a closing bracket for a J only where no I is', () => {
    // Seeds 36302 and 36321's Italian plates.
    expect(readPlate('SC836C] (B) 04/12/2015', 'IT')).toEqual({ plate: 'SC 836 CJ', country: 'IT' });
    expect(readPlate('WD 428V] (8) 27/09/2015', 'IT')).toEqual({ plate: 'WD 428 VJ', country: 'IT' });
    expect(readPlate('LS-795-N]', 'FR')).toEqual({ plate: 'LS-795-NJ', country: 'FR' });
    expect(readPlate('FX-19-]G', 'PT')).toBeUndefined();
  });

  it('takes a small letter shaped as its capital, and no other', () => {
    expect(readPlate('XE-83-mC', 'PT')).toEqual({ plate: 'XE-83-MC', country: 'PT' });
    expect(readPlate('HN-142-s B 22/12/2018', 'NL')).toEqual({ plate: 'HN-142-S', country: 'NL' });
    expect(readPlate('XE-83-nC', 'PT')).toBeUndefined();
  });

  it('takes no small letter where a group of letters may be longer: it may be a capital read twice', () => {
    expect(readPlate('B Ww 896 B 28/09/2023', 'DE')).toBeUndefined();
    expect(readPlate('Ww 896', 'DE')).toBeUndefined();
    expect(readPlate('1234 Ac 75', 'FR')).toBeUndefined();
  });

  it('takes no digit for a letter where the country has no I or O, nor a group of letters made of digits', () => {
    expect(readPlate('GH-41-1PX', 'FR')).toBeUndefined();
    expect(readPlate('2-110-665', 'BE')).toBeUndefined();
    expect(readPlate('10-39-11', 'PT')).toBeUndefined();
  });

  it('reads a mark OCR read as "=" between groups', () => {
    expect(readPlate('TR=63-CT ~~ B', 'PT')).toEqual({ plate: 'TR-63-CT', country: 'PT' });
    // Fresh seed 36607's Portuguese OD-35-HB, its first mark read twice.
    expect(readPlate('OD=-35-HB ~~ B Data', 'PT')).toEqual({ plate: 'OD-35-HB', country: 'PT' });
    expect(readPlate('OD=-=35-HB', 'PT')).toBeUndefined();
    // Another doubled mark may be a letter read as a dot beside the hyphen (a review's H.-AB 123).
    expect(readPlate('H.-AB 123', 'DE')).toBeUndefined();
  });
});

describe('readPlate, Germany', () => {
  it('splits two letters run together into the district and its letter, on a German certificate only', () => {
    expect(readPlate('MM 7703 B 22/05/2009', 'DE')).toEqual({ plate: 'M M 7703', country: 'DE' });
    expect(readPlate('MM 7703', undefined)).toBeUndefined();
  });

  it('leaves three letters run together unread: they do not say where the district ends', () => {
    expect(readPlate('HHA 123', 'DE')).toBeUndefined();
    expect(readPlate('HH A 123', 'DE')).toEqual({ plate: 'HH A 123', country: 'DE' });
  });
});

describe('readPlate, Britain', () => {
  it('keeps the digits of a current British plate as digits', () => {
    expect(readPlate('AB12 CDE', 'GB')).toEqual({ plate: 'AB12 CDE', country: 'GB' });
  });
});
