import { describe, expect, it } from 'vitest';
import { readRegistration } from './read-registration';

// What tesseract read in the suite's photo of a certificate (e2e/document-photos.ts), noise included.
const OCR_TEXT = `CERTIFICAT D'IMMATRICULATION
Union européenne - Partie |

A 12345-A-6

B 12/03/2019

C.1 BENNANI YOUSSEF
D.1 RENAULT

D.2 BHO 2ABC

D.3 CLIO

E VF1RJA00X61234567
P3 GO
`;

describe('readRegistration', () => {
  it('reads the plate (A), the make (D.1) and the model (D.3) of an EU certificate', () => {
    expect(readRegistration(OCR_TEXT)).toEqual({ plate: '12345-A-6', make: 'RENAULT', model: 'CLIO' });
  });

  it('takes the field codes as OCR reads them: without their dot, or a comma for it', () => {
    expect(readRegistration('A: AB-123-CD\nD1 PEUGEOT\nD,3 208 ACTIVE')).toEqual({
      plate: 'AB-123-CD',
      make: 'PEUGEOT',
      model: '208 ACTIVE',
    });
  });

  it('reads a certificate that names its fields in words', () => {
    expect(readRegistration("N° d'immatriculation : 8452 | B | 26\nMarque : DACIA\nModèle : LOGAN")).toEqual({
      plate: '8452 | B | 26',
      make: 'DACIA',
      model: 'LOGAN',
    });
  });

  it('gives no plate without a digit, and nothing for a page that is no certificate', () => {
    expect(readRegistration('A BIENTOT\nD.1 FORD')).toEqual({ make: 'FORD' });
    expect(readRegistration('P<MARBENNANI<<YOUSSEF<<<<<<<<\nHello')).toBeNull();
  });
});
