import { describe, expect, it } from 'vitest';
import { fuelOfEnergy, proposedUsage, readRegistration, usageOfKind } from './read-registration';

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
J.1 VP
P3 G0
P.6 7
S.1 5
`;

describe('readRegistration', () => {
  it('reads the plate (A), make (D.1), model (D.3), usage (J.1), fuel (P.3), power (P.6) and seats (S.1)', () => {
    expect(readRegistration(OCR_TEXT)).toEqual({
      plate: '12345-A-6',
      plateCountry: 'MA',
      firstRegistration: '2019-03-12',
      make: 'RENAULT',
      model: 'CLIO',
      usage: 'TOURISME',
      fuel: 'DIESEL',
      power: 7,
      seats: 5,
    });
  });

  it('finds the fields a French certificate prints several to a line, their codes as OCR reads them', () => {
    expect(
      readRegistration('J1 CTTE J.2 BB J.3 FOURGON\nP.1 1461 P.2 66 P6 : 1O P,3 : ES\nSl 3 S.2 -'),
    ).toEqual({
      usage: 'UTILITAIRE',
      fuel: 'ESSENCE',
      power: 8,
      powerComputed: true,
      seats: 3,
      displacement: 1461,
      powerKw: 66,
    });
    expect(readRegistration('Genre national : MTTI\nÉnergie : Électrique\nPuissance fiscale : 1')).toEqual({
      usage: 'DEUX_ROUES_PLUS_50',
      fuel: 'ELECTRIQUE',
      power: 1,
    });
  });

  it('leaves out what is no value of the lists, never guessing', () => {
    expect(readRegistration('J.1 VTSU\nP.3 FE\nP.6 CV\nS.1 -')).toBeNull();
    expect(readRegistration('P.6 123\nP.3 EG')).toBeNull();
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
      plateCountry: 'MA',
      make: 'DACIA',
      model: 'LOGAN',
    });
  });

  it('gives no plate without a digit, and nothing for a page that is no certificate', () => {
    expect(readRegistration('A BIENTOT\nD.1 FORD')).toEqual({ make: 'FORD' });
    expect(readRegistration('P<MARBENNANI<<YOUSSEF<<<<<<<<\nHello')).toBeNull();
  });
});

describe('usageOfKind', () => {
  it('maps J.1 genres to the usages, two-wheelers by their class', () => {
    expect(['VP', 'CTTE', 'VU', 'CAM', 'TRR', 'TCP', 'CL', 'MTL', 'MTT1', 'MTT2'].map(usageOfKind)).toEqual([
      'TOURISME',
      'UTILITAIRE',
      'UTILITAIRE',
      'CAMION',
      'CAMION',
      'AUTOCAR',
      'DEUX_ROUES_50',
      'DEUX_ROUES_PLUS_50',
      'DEUX_ROUES_PLUS_50',
      'DEUX_ROUES_PLUS_50',
    ]);
    expect(usageOfKind('TAXI')).toBeUndefined();
    expect(usageOfKind('QM')).toBeUndefined();
  });
});

describe('fuelOfEnergy', () => {
  it('maps P.3 codes and words to the fuels, the digits OCR reads for letters included', () => {
    expect(
      ['ES', 'E5', 'GO', 'G0', '60', 'EL', 'E1', 'EH', 'EE', 'GH', 'GL', 'GP', 'Gazole', 'hybride'].map(
        fuelOfEnergy,
      ),
    ).toEqual([
      'ESSENCE',
      'ESSENCE',
      'DIESEL',
      'DIESEL',
      'DIESEL',
      'ELECTRIQUE',
      'ELECTRIQUE',
      'HYBRIDE',
      'HYBRIDE',
      'HYBRIDE',
      'HYBRIDE',
      'GPL',
      'DIESEL',
      'HYBRIDE',
    ]);
    expect(['FE', 'EG', 'GN', 'H2', 'X'].map(fuelOfEnergy)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('proposedUsage', () => {
  it('proposes what was read, but never tourism over a chosen taxi', () => {
    expect(proposedUsage('TOURISME', undefined)).toBe('TOURISME');
    expect(proposedUsage('UTILITAIRE', 'TOURISME')).toBe('UTILITAIRE');
    expect(proposedUsage('TOURISME', 'TAXI')).toBeUndefined();
    expect(proposedUsage(undefined, 'TOURISME')).toBeUndefined();
  });
});

describe('a grey label a photo made OCR misread', () => {
  it('is not taken for the value beside it, nor kept in front of it', () => {
    // As the photo set's tuning half showed them: "Marca" read "varca", "Denominación" "penominacion".
    const spanish = readRegistration(
      'PERMISO DE CIRCULACION\nA) 1234 BCD\nD.1 varca TOYOTA\nD.3 penominacion\nP.3 GASOLINA',
    );
    expect(spanish).toMatchObject({ plate: '1234 BCD', make: 'TOYOTA', fuel: 'ESSENCE' });
    expect(spanish?.model).toBeUndefined();
    const italian = readRegistration('CARTA DI CIRCOLAZIONE\nA) AB 123 CD\nD.1 FIAT\nD.3 wos PANDA');
    expect(italian).toMatchObject({ make: 'FIAT', model: 'PANDA' });
    const dutch = readRegistration('KENTEKENBEWIJS\nA Kkenteken 77-KVN-9\nD.1 Merk KIA\nD.3 PICANTO');
    expect(dutch).toMatchObject({ plate: '77-KVN-9', make: 'KIA', model: 'PICANTO' });
  });

  it('keeps a plate read with a small letter, and a German fuel written in small letters', () => {
    expect(readRegistration('A GH-4l7-PX B 14/06/2019\nD.1 RENAULT')?.plate).toBe('GH-417-PX');
    expect(
      readRegistration('ZULASSUNGSBESCHEINIGUNG TEIL I\nA B MW 1234\nP.3 Kraftstoffart Diesel MARKE')?.fuel,
    ).toBe('DIESEL');
  });

  it('reads the codes a photo made small: a "p.1" before a name is D.1, before a number or a fuel P', () => {
    // As the photo set's tuning half read a French and an Italian certificate.
    const french = readRegistration(
      "CERTIFICAT D'IMMATRICULATION\nA SM-660-PD B 28/08/2023\np.1 FORD p.2 TROHZ p.3 TRANSIT\nJM1 Ja VP 2 AB\nP.1 1995 P.2 96 pr3 GO",
    );
    expect(french).toMatchObject({ plate: 'SM-660-PD', make: 'FORD', model: 'TRANSIT', displacement: 1995 });
    // Its dot read as an r, P.3 still gives the fuel; J run into its category ("JM1") the usage; and
    // with P.1, Morocco's fiscal power.
    expect(french).toMatchObject({ usage: 'TOURISME', fuel: 'DIESEL', power: 8, powerComputed: true });
    const italian = readRegistration(
      'CARTA DI CIRCOLAZIONE\n(A) HZ 279 NN (B) 21/01/2010\n(p.1) DACIA (p.3) SANDERO',
    );
    expect(italian).toMatchObject({ plate: 'HZ 279 NN', make: 'DACIA', model: 'SANDERO' });
    const spanish = readRegistration(
      'PERMISO DE CIRCULACION\nA wmatricua 2046 BLP B FECHA 12 MATRICULACION 05/04/2014',
    );
    expect(spanish?.plate).toBe('2046 BLP');
  });
});
