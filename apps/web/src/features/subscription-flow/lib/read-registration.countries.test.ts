import { describe, expect, it } from 'vitest';
import { looksLikeIdentityDocument, looksLikeRegistration, readRegistration } from './read-registration';

// Certificates as tesseract reads them: several codes to a row, the printed labels beside the values,
// the paper's grain read as marks, a value pushed to the line below. Each reading is asserted whole:
// what is not there was not read, and nothing read is wrong.
const TODAY = new Date('2026-11-29T00:00:00Z');
const read = (text: string) => readRegistration(text, TODAY);

describe('France', () => {
  it('reads a row of codes, a code whose value went to the next line, and Morocco’s power over the printed P.6', () => {
    const text = `RÉPUBLIQUE FRANÇAISE — CERTIFICAT D'IMMATRICULATION
A GH-417-PX B 14/06/2019 I 02/02/2024 | C.1 BENALI SAMIR
D.1 RENAULT D.2 RJA1M2 D.2.1 M10RNAVP123X456 D.3 CLIO ,
E VF1RJA00X61234567 F.1 1588 F.2 1588 G 1130 J M1 J.1 VP J.3 CI
P.1 1461 P.2 63 P.3
GO P.6 5 S.1 5 S.2 — V.7 95`;
    expect(read(text)).toEqual({
      plate: 'GH-417-PX',
      plateCountry: 'FR',
      make: 'RENAULT',
      model: 'CLIO',
      usage: 'TOURISME',
      fuel: 'DIESEL',
      power: 6,
      powerComputed: true,
      seats: 5,
      firstRegistration: '2019-06-14',
      displacement: 1461,
      powerKw: 63,
    });
  });

  it('reads the old plates (1234 AB 75, Corsica 2A/2B) and puts back the digits OCR read as letters', () => {
    const french = (plate: string) => read(`REPUBLIQUE FRANCAISE\nA ${plate} B 01/01/2005`)?.plate;
    expect(french('1234 AB 75')).toBe('1234 AB 75');
    expect(french('452 CF 2A')).toBe('452 CF 2A');
    expect(french('GH-4l7-PX')).toBe('GH-417-PX');
    expect(french('GH-4O7-PX')).toBe('GH-407-PX');
  });

  it('takes a plate whose letters are a label word elsewhere (Ingolstadt "IN")', () => {
    expect(read('Zulassungsbescheinigung Teil I\nA IN-AB 123 B 01.02.2020')?.plate).toBe('IN AB 123');
  });

  it('computes no fiscal power for a motorcycle or an electric car', () => {
    expect(read('J.1 MTT2 P.1 689 P.2 55 P.3 ES S.1 2')).toEqual({
      usage: 'DEUX_ROUES_PLUS_50',
      fuel: 'ESSENCE',
      seats: 2,
      displacement: 689,
      powerKw: 55,
    });
    expect(read('J M1 J.1 VP P.2 100 P.3 EL S.1 5')).toEqual({
      usage: 'TOURISME',
      fuel: 'ELECTRIQUE',
      seats: 5,
      powerKw: 100,
    });
  });
});

describe('France, codes run into their values on a phone photo', () => {
  // OCR of photos of the repository's own generator (a seed apart from both halves of the set).
  it('reads the genre, fuel and displacement whose dot and space were lost', () => {
    const text = `CERTIFICAT D'IMMATRICULATION
A TR-684-KQ  B 06/03/2014
JM1 J1VP j2AB j3cCl
P11499 p275 P3GO P66`;
    expect(read(text)).toMatchObject({ usage: 'TOURISME', fuel: 'DIESEL', displacement: 1499, power: 6 });
    expect(read('JM JA VP )2 AB )3 Cl\np1 1798 p2 72 p.3 ES P65')).toMatchObject({
      usage: 'TOURISME',
      fuel: 'ESSENCE',
      displacement: 1798,
    });
    expect(read('JM1 Ja VP 2 AB )3 Cl\nP1999 p267 PIES P65')).toMatchObject({
      usage: 'TOURISME',
      displacement: 999,
    });
  });

  it('knows France by FRANGAISE, and takes no plate a misread mark runs into', () => {
    const text = `CERTIFICAT D'IMMATRICULATION
REPUBLIQUE FRANGAISE - Union europeenne
A LS-795-N) B 19/01/2014
p.1 FIAT D.2 PASHZ D.3 PANDA`;
    expect(read(text.replace('N)', 'NJ)'))).toEqual({
      make: 'FIAT',
      model: 'PANDA',
      firstRegistration: '2014-01-19',
    });
    expect(read(text.replace('N)', 'NJ'))).toMatchObject({ plate: 'LS-795-NJ', plateCountry: 'FR' });
  });

  it('takes no displacement from a plate that starts like P.1', () => {
    expect(read('A Matricua P1-39-QZ\nD.1 vaca FIAT D.3 wosec PANDA')).toEqual({
      plate: 'PI-39-QZ',
      plateCountry: 'PT',
      make: 'FIAT',
      model: 'PANDA',
    });
  });

  it('ends a make printed in capitals at a word in small letters', () => {
    expect(read('D.1 SKODA op, OC9HZ p; OCTAVIA')?.make).toBe('SKODA');
  });

  it('leaves glued what no shape settles: a five-digit run, a power of three digits, a word after J', () => {
    expect(read('P112345 P6123 J1VPX')).toBeNull();
  });
});

describe('Spain', () => {
  it('reads the labels printed beside the codes as labels, not as values', () => {
    const text = `REINO DE ESPAÑA ~ PERMISO DE CIRCULACIÓN
A MATRÍCULA 2917 HJK B FECHA PRIMERA MATRICULACIÓN 09/10/2013
D.1 MARCA SEAT D.2 TIPO/VARIANTE 6J/BBBB D.3 DENOMINACION COMERCIAL IBIZA
E NÚMERO DE IDENTIFICACIÓN VSSZZZ6JZDR123456
P.1 CILINDRADA 1.598 P.2 POTENCIA 77,00 P.3 GASOLINA S.1 PLAZAS 5 J M1`;
    expect(read(text)).toEqual({
      plate: '2917 HJK',
      plateCountry: 'ES',
      make: 'SEAT',
      model: 'IBIZA',
      usage: 'TOURISME',
      fuel: 'ESSENCE',
      power: 9,
      powerComputed: true,
      seats: 5,
      firstRegistration: '2013-10-09',
      displacement: 1598,
      powerKw: 77,
    });
  });

  it('reads an old provincial plate and a value printed below its label', () => {
    expect(read('PERMISO DE CIRCULACION\nA M-4521-BZ\nD.1 MARCA\nOPEL\nP.3 GASOLEO')).toEqual({
      plate: 'M-4521-BZ',
      plateCountry: 'ES',
      make: 'OPEL',
      fuel: 'DIESEL',
    });
  });
});

describe('Germany', () => {
  it('reads the codes among the national numbered fields and the German labels', () => {
    const text = `Zulassungsbescheinigung Teil I   Fahrzeugschein
A B-MW 1234 B 03.04.2018 2.1 0005 2.2 AKH000123
J M1 4 0200 E WBA8E11060K123456
D.1 Marke BMW
D.2 Typ 3-K Variante 8E11 Version 3A
D.3 Handelsbezeichnung(en) 318D
P.3 Kraftstoffart Diesel 10 0002 14.1 0715 P.1 1995
P.2/P.4 110/4000 S.1 5 ,`;
    expect(read(text)).toEqual({
      plate: 'B MW 1234',
      plateCountry: 'DE',
      make: 'BMW',
      model: '318D',
      usage: 'TOURISME',
      fuel: 'DIESEL',
      power: 8,
      powerComputed: true,
      seats: 5,
      firstRegistration: '2018-04-03',
      displacement: 1995,
      powerKw: 110,
    });
  });

  it('drops a label read where the value is missing, and reads an electric car', () => {
    const text = `Zulassungsbescheinigung Teil I
A M-AB 123E B 12.12.2022
D.1 Marke TESLA D.3 Handelsbezeichnung E LRW3E7EK4NC123456
P.3 Elektro P.2/P.4 208/6000 S.1 5`;
    expect(read(text)).toEqual({
      plate: 'M AB 123E',
      plateCountry: 'DE',
      make: 'TESLA',
      fuel: 'ELECTRIQUE',
      seats: 5,
      firstRegistration: '2022-12-12',
      powerKw: 208,
    });
  });
});

describe('a Tesla', () => {
  const certificate = (make: string, model: string) => `Zulassungsbescheinigung Teil I
A M-AB 123E B 12.12.2022
D.1 Marke ${make} D.3 Handelsbezeichnung ${model}
P.3 Elektro`;

  it('reads its model, one letter from the label word "modele"', () => {
    for (const model of ['MODEL 3', 'MODEL Y'])
      expect(read(certificate('TESLA', model))).toMatchObject({ make: 'TESLA', model });
  });

  it('reads no model "MODEL 3" for another make, nor one read in small letters', () => {
    expect(read(certificate('MAZDA', 'MODEL 3'))).not.toHaveProperty('model');
    expect(read(certificate('TESLA', 'Model 3'))).not.toHaveProperty('model');
  });
});

describe('Belgium', () => {
  it('reads a certificate printed in three languages', () => {
    const text = `KONINKRIJK BELGIË - ROYAUME DE BELGIQUE - KÖNIGREICH BELGIEN
INSCHRIJVINGSBEWIJS - CERTIFICAT D'IMMATRICULATION - ZULASSUNGSBESCHEINIGUNG
A 1-ABC-123 B 24/03/2016 | C.1.1 EL IDRISSI
D.1 VOLKSWAGEN D.2 AU D.3 GOLF E WVWZZZAUZGW123456
J M1 P.1 1968 P.2 110 P.3 DIESEL S.1 5`;
    expect(read(text)).toEqual({
      plate: '1-ABC-123',
      plateCountry: 'BE',
      make: 'VOLKSWAGEN',
      model: 'GOLF',
      usage: 'TOURISME',
      fuel: 'DIESEL',
      power: 8,
      powerComputed: true,
      seats: 5,
      firstRegistration: '2016-03-24',
      displacement: 1968,
      powerKw: 110,
    });
  });
});

describe('Italy', () => {
  it('reads the codes printed with a closing parenthesis only', () => {
    const text = `CARTA DI CIRCOLAZIONE
A) EF 234 GH   B) 02/05/2017
D.1) VOLKSWAGEN  D.3) TIGUAN
P.1) 1968  P.2) 110  P.3) GASOLIO  S.1) 5`;
    expect(read(text)).toMatchObject({ make: 'VOLKSWAGEN', model: 'TIGUAN', displacement: 1968, seats: 5 });
  });

  it('reads the plate, a zero read as O in it, and the Italian fuel', () => {
    const text = `REPUBBLICA ITALIANA
CARTA DI CIRCOLAZIONE
A FG 1O3 LM B 30/01/2020
D.1 ALFA ROMEO D.2 940 D.3 GIULIETTA
J M1 J.1 AUTOVETTURA P.1 1598 P.2 88 P.3 GASOLIO S.1 5`;
    expect(read(text)).toEqual({
      plate: 'FG 103 LM',
      plateCountry: 'IT',
      make: 'ALFA ROMEO',
      model: 'GIULIETTA',
      usage: 'TOURISME',
      fuel: 'DIESEL',
      power: 6,
      powerComputed: true,
      seats: 5,
      firstRegistration: '2020-01-30',
      displacement: 1598,
      powerKw: 88,
    });
  });
});

describe('the Netherlands', () => {
  it('reads the sidecode plates', () => {
    const dutch = (plate: string) => read(`KENTEKENCARD\nA ${plate} B 01-03-2015\nD.1 KIA D.3 PICANTO`);
    expect(dutch('GB-12-RT')).toEqual({
      plate: 'GB-12-RT',
      plateCountry: 'NL',
      make: 'KIA',
      model: 'PICANTO',
      firstRegistration: '2015-03-01',
    });
    expect(['12-KLN-3', 'KL-123-N', '1-KLN-12', 'KLN-12-N'].map((plate) => dutch(plate)?.plate)).toEqual([
      '12-KLN-3',
      'KL-123-N',
      '1-KLN-12',
      'KLN-12-N',
    ]);
  });
});

describe('Portugal', () => {
  it('reads the four plate formats', () => {
    const portuguese = (plate: string) => read(`CERTIFICADO DE MATRÍCULA\nA ${plate}\nD.1 DACIA`)?.plate;
    expect(['AB-12-CD', '12-AB-34', '12-34-AB', 'AB-12-34'].map(portuguese)).toEqual([
      'AB-12-CD',
      '12-AB-34',
      '12-34-AB',
      'AB-12-34',
    ]);
  });
});

describe('Morocco', () => {
  it('reads the worded carte grise, its plate with the Arabic letter as printed', () => {
    const text = `ROYAUME DU MAROC   المملكة المغربية
N° d'immatriculation : 12345 | ب | 6
Marque : DACIA   Modèle : LOGAN
Genre : VP   Type carburant : Diesel
Puissance fiscale : 6   Nombre de places : 5`;
    expect(read(text)).toEqual({
      plate: '12345 | ب | 6',
      plateCountry: 'MA',
      make: 'DACIA',
      model: 'LOGAN',
      usage: 'TOURISME',
      fuel: 'DIESEL',
      power: 6,
      seats: 5,
    });
  });
});

describe('never a wrong value', () => {
  it('takes no plate in another country’s format than the certificate’s', () => {
    expect(read("CERTIFICAT D'IMMATRICULATION\nREPUBLIQUE FRANCAISE\nA 1234 BCD B 12/03/2019")).toEqual({
      firstRegistration: '2019-03-12',
    });
    expect(read('KENTEKENCARD\nA AB-123-CD')).toBeNull();
  });

  it('gives the plate without its country when two countries print it alike', () => {
    expect(read('A AB-123-CD')).toEqual({ plate: 'AB-123-CD' });
  });

  it('takes no model from the row below an empty box, nor one that ran on into the make', () => {
    expect(read('D.1 VOLKSWAGEN\nD.3 Handelsbezeichnung(en)\nPKW KOMBILIMOUSINE')).toEqual({
      make: 'VOLKSWAGEN',
    });
    expect(read('D.1 VOLKSWAGEN D.3 GOLF 2 VOLKSWAGEN VW')).toEqual({ make: 'VOLKSWAGEN' });
  });

  it('takes nothing two readings disagree on', () => {
    expect(read('A GH-417-PX\nimmatriculation : GH-418-PX\nD.1 RENAULT Marque PEUGEOT')).toBeNull();
  });

  it('drops values made of labels, in any language', () => {
    expect(read('D.1 Marke D.2 Typ Variante Version\nD.3 Handelsbezeichnung(en)')).toBeNull();
    expect(read('D.1 MARCA D.3 DENOMINACION COMERCIAL')).toBeNull();
    expect(read('D.3 Genre Carrosserie')).toBeNull();
  });

  it('drops a make with digits, a date that is none, a displacement in litres, a plate in no format', () => {
    expect(
      read('CERTIFICAT D IMMATRICULATION\nD.1 4821 KLM\nB 31/02/2019\nP.1 1,6\nA 12 BIS RUE'),
    ).toBeNull();
    expect(read('CERTIFICAT D IMMATRICULATION\nB 01/01/2031')).toBeNull();
  });

  it("drops a car's displacement OCR cut to a moped's, and the fiscal power it would give", () => {
    expect(read('J.1 VP P.1 39 P.3 GO S.1 5')).toEqual({ usage: 'TOURISME', fuel: 'DIESEL', seats: 5 });
    expect(read('J.1 CL P.1 49 P.3 ES')).toEqual({
      usage: 'DEUX_ROUES_50',
      fuel: 'ESSENCE',
      displacement: 49,
    });
  });

  it('reads nothing in a driving licence, and no first registration on a page that is no certificate', () => {
    const licence = `PERMIS DE CONDUIRE  RÉPUBLIQUE FRANÇAISE
1. BENALI 2. SAMIR 3. 12/05/1985 CASABLANCA
4a. 14/06/2019 4b. 13/06/2034 4c. PREFECTURE
9. AM/B1/B
B 14/06/2019 13/06/2034`;
    expect(read(licence)).toBeNull();
    expect(read('B 14/06/2019\nD.1 FORD')).toEqual({ make: 'FORD' });
  });
});

describe('looksLikeRegistration and looksLikeIdentityDocument', () => {
  it('knows a certificate by its name or its codes, even read in capitals and digits only', () => {
    expect(looksLikeRegistration('CERTIFICAT DIMMATRICULATION\nA GH417PX')).toBe(true);
    expect(looksLikeRegistration('D1 RENAULT D3 CLIO\nP3 GO P6 5')).toBe(true);
    expect(looksLikeRegistration('FACTURE N 1234\nTOTAL 45 EUR')).toBe(false);
  });

  it('knows a passport and an identity card by their zone or their name', () => {
    expect(looksLikeIdentityDocument('P<MARBENNANI<<YOUSSEF<<<<<<<<<<<<<<<<<<<<<')).toBe('passport');
    expect(looksLikeIdentityDocument('IDFRADUPONT<<<<<<<<<<<<<<<<<<<<<<<<<751023')).toBe('identity_card');
    expect(looksLikeIdentityDocument('BUNDESREPUBLIK DEUTSCHLAND\nPERSONALAUSWEIS')).toBe('identity_card');
    expect(looksLikeIdentityDocument('PASAPORTE\nREINO DE ESPAÑA')).toBe('passport');
    expect(looksLikeIdentityDocument('PERMISO DE CIRCULACION\nDNI 12345678Z\nD.1 SEAT')).toBeNull();
  });
});
