import { describe, expect, it } from 'vitest';
import {
  looksLikeIdentityDocument,
  looksLikeRegistration,
  readRegistration,
  type TRegistrationReading,
} from './read-registration';

// Held out: written before the country fixtures (read-registration.countries.test.ts) and run once
// untouched. That run read 81 of 88 values, none wrong, and 7 plates of 8 (Italy's "GB 472 KX" was
// missed); the reader was then changed (decision 035), these fixtures not. Each asserts what a reading
// may say: nothing wrong, and the plate where printed.
// Later, a rule change (not tuning): Morocco's fiscal power is computed from P.1 and P.3 even where a
// French P.6 is printed (France's own); both French fixtures' expected power changed with it.
const TODAY = new Date('2026-11-29T00:00:00Z');

function expectNothingWrong(text: string, truth: TRegistrationReading) {
  const reading = readRegistration(text, TODAY) ?? {};
  for (const [field, value] of Object.entries(reading))
    expect({ field, value }).toEqual({ field, value: truth[field as keyof TRegistrationReading] });
  expect(reading.plate).toBe(truth.plate);
  expect(looksLikeRegistration(text)).toBe(true);
  expect(looksLikeIdentityDocument(text)).toBeNull();
}

describe('held-out certificates', () => {
  it('France', () => {
    expectNothingWrong(
      `REPUBLIQUE FRANÇAISE   CERTIFICAT D'IMMATRICULATION
A FK-208-LM   B 03/09/2020   I 12/05/2023
C.1 EL AMRANI KARIM
C.3 12 RUE DES LILAS 93200 SAINT-DENIS
D.1 PEUGEOT  D.2 UPHYBJ/1  D.2.1 M10PGAVP003Y456
D.3 2008    E VR3USHNSKMJ123456
F.1 1680 F.2 1680 F.3 2280 G 1320 G.1 1180
J M1 J.1 VP J.2 AC J.3 CI   K e2*2007/46*0621*05
P.1 1199 P.2 96 P.3 ES P.6 6
Q 0,07 S.1 5 S.2 - U.1 79 U.2 3750 V.7 129`,
      {
        plate: 'FK-208-LM',
        plateCountry: 'FR',
        make: 'PEUGEOT',
        model: '2008',
        usage: 'TOURISME',
        fuel: 'ESSENCE',
        power: 7,
        powerComputed: true,
        seats: 5,
        firstRegistration: '2020-09-03',
        displacement: 1199,
        powerKw: 96,
      },
    );
  });

  it('Spain', () => {
    expectNothingWrong(
      `REINO DE ESPAÑA  PERMISO DE CIRCULACIÓN
A MATRÍCULA 4821 KLM  B FECHA PRIMERA MATRICULACIÓN 17/02/2018
C.1.1 GARCIA LOPEZ C.1.2 FATIMA
D.1 MARCA SEAT D.2 TIPO/VARIANTE KJ/AAAAAA
D.3 DENOMINACIÓN COMERCIAL LEÓN   E VSSZZZKJZJR012345
P.1 CILINDRADA 1598 P.2 POTENCIA 85,00 P.3 GASÓLEO
S.1 PLAZAS 5 J M1`,
      {
        plate: '4821 KLM',
        plateCountry: 'ES',
        make: 'SEAT',
        model: 'LEON',
        usage: 'TOURISME',
        fuel: 'DIESEL',
        power: 6,
        powerComputed: true,
        seats: 5,
        firstRegistration: '2018-02-17',
        displacement: 1598,
        powerKw: 85,
      },
    );
  });

  it('Germany', () => {
    expectNothingWrong(
      `Zulassungsbescheinigung Teil I
A F-AB 1234  B 21.03.2017
2.1 0603 2.2 BFB000019
D.1 VOLKSWAGEN  J M1 4 0200
D.2 AU  Variante CRKBX Version FD7FD7CX0007
D.3 Handelsbezeichnung(en) GOLF
2 VOLKSWAGEN VW  5 PKW KOMBILIMOUSINE
P.3 Diesel 10 0002 14.1 0710 P.1 1598
P.2/P.4 85/3500   S.1 5
E WVWZZZAUZHW123456`,
      {
        plate: 'F AB 1234',
        plateCountry: 'DE',
        make: 'VOLKSWAGEN',
        model: 'GOLF',
        usage: 'TOURISME',
        fuel: 'DIESEL',
        power: 6,
        powerComputed: true,
        seats: 5,
        firstRegistration: '2017-03-21',
        displacement: 1598,
        powerKw: 85,
      },
    );
  });

  it('Belgium', () => {
    expectNothingWrong(
      `ROYAUME DE BELGIQUE - KONINKRIJK BELGIË - KÖNIGREICH BELGIEN
CERTIFICAT D'IMMATRICULATION / INSCHRIJVINGSBEWIJS / ZULASSUNGSBESCHEINIGUNG
A 1-KLV-472  B 05/11/2019
C.1.1 BOUZIANE C.1.2 MOHAMED
D.1 RENAULT D.2 RJA D.3 CLIO
E VF1RJA00462123456  J M1
P.1 999 P.2 74 P.3 ESSENCE/BENZINE
S.1 5`,
      {
        plate: '1-KLV-472',
        plateCountry: 'BE',
        make: 'RENAULT',
        model: 'CLIO',
        usage: 'TOURISME',
        fuel: 'ESSENCE',
        power: 6,
        powerComputed: true,
        seats: 5,
        firstRegistration: '2019-11-05',
        displacement: 999,
        powerKw: 74,
      },
    );
  });

  it('Italy', () => {
    expectNothingWrong(
      `REPUBBLICA ITALIANA - MINISTERO DELLE INFRASTRUTTURE E DEI TRASPORTI
CARTA DI CIRCOLAZIONE
A GB 472 KX  B 14/06/2021
C.2.1 ROSSI C.2.2 YOUSSEF
D.1 FIAT  D.2 312AXA1A 00 D.3 500
E ZFA3120000J123456  J M1 J.1 AUTOVETTURA
P.1 1242 P.2 51 P.3 BENZINA
S.1 4`,
      {
        plate: 'GB 472 KX',
        plateCountry: 'IT',
        make: 'FIAT',
        model: '500',
        usage: 'TOURISME',
        fuel: 'ESSENCE',
        power: 7,
        powerComputed: true,
        seats: 4,
        firstRegistration: '2021-06-14',
        displacement: 1242,
        powerKw: 51,
      },
    );
  });

  it('the Netherlands', () => {
    expectNothingWrong(
      `KONINKRIJK DER NEDERLANDEN
Kentekenbewijs deel IA
A 52-HKN-7  B 22-08-2016
D.1 TOYOTA  D.2 NHP13(H)
D.3 YARIS  J M1
P.3 Benzine/Elektriciteit
S.1 5  E VNKKD3D360A123456`,
      {
        plate: '52-HKN-7',
        plateCountry: 'NL',
        make: 'TOYOTA',
        model: 'YARIS',
        usage: 'TOURISME',
        fuel: 'HYBRIDE',
        seats: 5,
        firstRegistration: '2016-08-22',
      },
    );
  });

  it('Portugal', () => {
    expectNothingWrong(
      `REPÚBLICA PORTUGUESA
CERTIFICADO DE MATRÍCULA
A AA-12-BX  B 2020-07-30
D.1 MERCEDES-BENZ  D.2 W177
D.3 A 180 D   E WDD1770121J123456
J M1  P.1 1461 P.2 85 P.3 GASÓLEO  S.1 5`,
      {
        plate: 'AA-12-BX',
        plateCountry: 'PT',
        make: 'MERCEDES-BENZ',
        model: 'A 180 D',
        usage: 'TOURISME',
        fuel: 'DIESEL',
        power: 6,
        powerComputed: true,
        seats: 5,
        firstRegistration: '2020-07-30',
        displacement: 1461,
        powerKw: 85,
      },
    );
  });

  it("Morocco's worded carte grise", () => {
    expectNothingWrong(
      `ROYAUME DU MAROC
MINISTERE DE L'EQUIPEMENT ET DU TRANSPORT
CARTE GRISE
N° d'immatriculation : 45123-ب-6
Marque : HYUNDAI   Type : GB
Modèle : ACCENT
Genre : VP
Type carburant : Gasoil
Puissance fiscale : 6 CV   Nombre de places : 5
Date de première mise en circulation : 11/04/2015`,
      {
        plate: '45123-ب-6',
        plateCountry: 'MA',
        make: 'HYUNDAI',
        model: 'ACCENT',
        usage: 'TOURISME',
        fuel: 'DIESEL',
        power: 6,
        seats: 5,
        firstRegistration: '2015-04-11',
      },
    );
  });
});

// A second held-out set, written after those changes and run once untouched: 73 of 78 values, none
// wrong, 8 plates of 8. Germany's labels with their units ("Hubraum in cm³ 999") hid P.1, P.2 and S.1;
// the reader was then changed again (label words in front of any value are dropped).
describe('held-out certificates, second set', () => {
  it('France, noisy', () => {
    expectNothingWrong(
      `CERTIFICAT D'IMMATRICULATION  REPUBLIQUE FRANCAISE
A : EF-012-GH . B : 29/02/2016 | I 17/08/2021
C.1 MOUSSAOUI NADIA  C.4.1 1
D.l CITROEN D.2 SAHNZF/1 D.3 C3 ,
E VF7SXHMZ6FT123456  F.1 1590 G 1090  J M1 J.1 VP
P.1 1560 P.2 68 P.3 GO P.6
5  S.1 5  V.9 715/2007*136/2014EURO6`,
      {
        plate: 'EF-012-GH',
        plateCountry: 'FR',
        make: 'CITROEN',
        model: 'C3',
        usage: 'TOURISME',
        fuel: 'DIESEL',
        power: 6,
        powerComputed: true,
        seats: 5,
        firstRegistration: '2016-02-29',
        displacement: 1560,
        powerKw: 68,
      },
    );
  });

  it('Spain, worded', () => {
    expectNothingWrong(
      `PERMISO DE CIRCULACION
MATRICULA 5678 FGH   FECHA DE PRIMERA MATRICULACION 03/03/2012
MARCA RENAULT  MODELO MEGANE
CILINDRADA 1461  POTENCIA 81 KW  COMBUSTIBLE DIESEL
PLAZAS 5  CLASIFICACION TURISMO`,
      {
        plate: '5678 FGH',
        plateCountry: 'ES',
        make: 'RENAULT',
        model: 'MEGANE',
        fuel: 'DIESEL',
        power: 6,
        powerComputed: true,
        seats: 5,
        firstRegistration: '2012-03-03',
        displacement: 1461,
        powerKw: 81,
      },
    );
  });

  it('Germany, labels in front of the values', () => {
    expectNothingWrong(
      `Zulassungsbescheinigung Teil I
A HH-AB 123  B 11.09.2019
D.l Marke VOLKSWAGEN  J M1
D.3 Handelsbezeichnung(en) POLO
P.3 Kraftstoffart oder Energiequelle Benzin  P.1 Hubraum in cm³ 999
P.2/P.4 Nennleistung in kW 70/5000  S.1 Sitzplätze einschließlich Fahrer 5`,
      {
        plate: 'HH AB 123',
        plateCountry: 'DE',
        make: 'VOLKSWAGEN',
        model: 'POLO',
        usage: 'TOURISME',
        fuel: 'ESSENCE',
        power: 6,
        powerComputed: true,
        seats: 5,
        firstRegistration: '2019-09-11',
        displacement: 999,
        powerKw: 70,
      },
    );
  });

  it('Belgium, in Dutch', () => {
    expectNothingWrong(
      `KONINKRIJK BELGIË  INSCHRIJVINGSBEWIJS
A 2-GHT-518  B 07/07/2021
D.1 AUDI D.2 GY D.3 A3 SPORTBACK  J M1
P.1 1498 P.2 110 P.3 BENZINE  S.1 5`,
      {
        plate: '2-GHT-518',
        plateCountry: 'BE',
        make: 'AUDI',
        model: 'A3 SPORTBACK',
        usage: 'TOURISME',
        fuel: 'ESSENCE',
        power: 9,
        powerComputed: true,
        seats: 5,
        firstRegistration: '2021-07-07',
        displacement: 1498,
        powerKw: 110,
      },
    );
  });

  it('Italy, codes with brackets', () => {
    expectNothingWrong(
      `CARTA DI CIRCOLAZIONE
A) EF 234 GH   B) 02/05/2017
D.1) VOLKSWAGEN  D.3) TIGUAN
P.1) 1968  P.2) 110  P.3) GASOLIO  S.1) 5`,
      {
        plate: 'EF 234 GH',
        plateCountry: 'IT',
        make: 'VOLKSWAGEN',
        model: 'TIGUAN',
        fuel: 'DIESEL',
        seats: 5,
        firstRegistration: '2017-05-02',
        displacement: 1968,
        powerKw: 110,
      },
    );
  });

  it('the Netherlands, Dutch labels', () => {
    expectNothingWrong(
      `Kentekenbewijs
Kenteken 84-KBT-5
Datum eerste toelating 15-04-2014
Merk OPEL  Handelsbenaming CORSA
Brandstof Benzine  Zitplaatsen 5`,
      {
        plate: '84-KBT-5',
        plateCountry: 'NL',
        make: 'OPEL',
        model: 'CORSA',
        fuel: 'ESSENCE',
        seats: 5,
        firstRegistration: '2014-04-15',
      },
    );
  });

  it('Portugal, worded', () => {
    expectNothingWrong(
      `REPÚBLICA PORTUGUESA  CERTIFICADO DE MATRÍCULA
Matrícula 45-ZX-78  Data da primeira matrícula 19/12/2008
Marca TOYOTA  Modelo COROLLA
Cilindrada 1398  Combustível Gasolina  Lugares 5`,
      {
        plate: '45-ZX-78',
        plateCountry: 'PT',
        make: 'TOYOTA',
        model: 'COROLLA',
        fuel: 'ESSENCE',
        seats: 5,
        firstRegistration: '2008-12-19',
        displacement: 1398,
      },
    );
  });

  it('Morocco, another carte grise', () => {
    expectNothingWrong(
      `ROYAUME DU MAROC
Numéro d'immatriculation : 98765-أ-1
Marque : PEUGEOT   Modèle : 301
Genre : VP  Carburant : Essence
Puissance fiscale : 8   Nombre de places : 5`,
      {
        plate: '98765-أ-1',
        plateCountry: 'MA',
        make: 'PEUGEOT',
        model: '301',
        usage: 'TOURISME',
        fuel: 'ESSENCE',
        power: 8,
        seats: 5,
      },
    );
  });
});

describe('held-out identity documents', () => {
  it('says which identity document a page is, and reads no certificate in it', () => {
    const pages = {
      identity_card: [
        `REPUBLIQUE FRANÇAISE\nCARTE NATIONALE D'IDENTITÉ N° 180793101234\nNom : DUPONT\nPrénom(s) : JEAN\nIDFRADUPONT<<<<<<<<<<<<<<<<<<<<<<<751023\n1807931012344JEAN<<<<<<<<<<8001017M4`,
        `ESPAÑA DOCUMENTO NACIONAL DE IDENTIDAD\nDNI 12345678Z\nAPELLIDOS GARCIA LOPEZ`,
        `REPUBBLICA ITALIANA CARTA D'IDENTITÀ\nC<ITACA00000AA4<<<<<<<<<<<<<<<\n6408125F3108115ITA<<<<<<<<<<<4`,
      ],
      passport: [
        `REISEPASS / PASSPORT / PASSEPORT\nBUNDESREPUBLIK DEUTSCHLAND\nP<D<<MUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<\nC01X00T478D<<6408125F2702283<<<<<<<<<<<<<<<4`,
        `ROYAUME DU MAROC PASSEPORT\nNom BENNANI Prénoms YOUSSEF`,
        `KONINKRIJK DER NEDERLANDEN PASPOORT\nP<NLDDE<BRUIJN<<WILLEKE<LISELOTTE<<<<<<<<<<<`,
      ],
    } as const;
    for (const [kind, texts] of Object.entries(pages))
      for (const text of texts) {
        expect(looksLikeIdentityDocument(text)).toBe(kind);
        expect(readRegistration(text, TODAY)).toBeNull();
        expect(looksLikeRegistration(text)).toBe(false);
      }
  });
});
