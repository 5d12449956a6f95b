import { describe, expect, it } from 'vitest';
import { readMrz } from './read-mrz';

// ICAO 9303's specimens, with their check digits.
const PASSPORT = [
  'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
  'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
];
const IDENTITY_CARD = [
  'I<UTOD231458907<<<<<<<<<<<<<<<',
  '7408122F1204159UTO<<<<<<<<<<<6',
  'ERIKSSON<<ANNA<MARIA<<<<<<<<<<',
];

describe('readMrz', () => {
  it('reads a passport (TD3) out of the text around it, the names as people write them', () => {
    const text = ['UTOPIA PASSPORT', 'Surname ERIKSSON', ...PASSPORT, ''].join('\n');
    expect(readMrz(text)).toEqual({
      format: 'TD3',
      firstName: 'Anna Maria',
      lastName: 'Eriksson',
      documentNumber: 'L898902C3',
    });
  });

  it('reads an identity card (TD1) with its three lines', () => {
    expect(readMrz(IDENTITY_CARD.join('\n'))).toEqual({
      format: 'TD1',
      firstName: 'Anna Maria',
      lastName: 'Eriksson',
      documentNumber: 'D23145890',
    });
  });

  it('offers nothing when a check digit fails: a misread is never a reading', () => {
    const misread = PASSPORT[1]!.replace('7408122', '7408123');
    expect(readMrz([PASSPORT[0], misread].join('\n'))).toBeNull();
  });

  it("puts back the number OCR read with an O for a 0, as the number's check digit says", () => {
    const noisy = PASSPORT[1]!.replace('L898902C3', 'L8989O2C3');
    expect(readMrz([PASSPORT[0], noisy].join('\n'))?.documentNumber).toBe('L898902C3');
  });

  it('never respells beyond the look-alikes of O/0 and I/1: a 3 read as S stays a misread', () => {
    const noisy = PASSPORT[1]!.replace('L898902C3', 'L898902CS');
    expect(readMrz([PASSPORT[0], noisy].join('\n'))).toBeNull();
  });

  it('repairs the noise of a photo: spaces, a filler read as a letter, a filler too many or too few', () => {
    const first = PASSPORT[0]!.replace('<<<<<<<<<<<<<<<<<<<', '<<<<<<<<L<<<<<<<<<<<<');
    const second = PASSPORT[1]!.replace('B<<<<<10', 'B<<<<10').replace('UTO74', 'UTO 74');
    expect(readMrz([first, second].join('\n'))?.lastName).toBe('Eriksson');
  });

  it('finds nothing in a photo without a machine-readable zone', () => {
    expect(readMrz('CERTIFICAT D IMMATRICULATION\nA 12345-A-6\nD1 RENAULT')).toBeNull();
    expect(readMrz('')).toBeNull();
  });
});
