import type { TPlateCountry } from './plates';
import type { TVehicle } from './vehicles';

/** One printed entry: its harmonised code (EU directive 1999/37), its national label, its value. */
export type TCell = { code?: string; label?: string; value: string };

/** What the certificate prints, filled for one vehicle. */
export type TRegistrationFacts = {
  plate: string;
  vehicle: TVehicle;
  owner: string;
  date: string;
  vin: string;
};

export type TRegistrationTemplate = {
  country: TPlateCountry;
  document: string;
  title: string;
  subtitle: string;
  tint: [string, string];
  widthMm: number;
  heightMm: number;
  rows: (facts: TRegistrationFacts) => TCell[][];
};

const FUEL_WORDS = {
  ES: { DIESEL: 'DIESEL', ESSENCE: 'GASOLINA' },
  DE: { DIESEL: 'Diesel', ESSENCE: 'Benzin' },
  IT: { DIESEL: 'GASOLIO', ESSENCE: 'BENZINA' },
  NL: { DIESEL: 'Diesel', ESSENCE: 'Benzine' },
  PT: { DIESEL: 'GASÓLEO', ESSENCE: 'GASOLINA' },
  BE: { DIESEL: 'DIESEL', ESSENCE: 'ESSENCE' },
} as const;

export const REGISTRATION_TEMPLATES: readonly TRegistrationTemplate[] = [
  {
    country: 'FR',
    document: 'French certificat d’immatriculation',
    title: "CERTIFICAT D'IMMATRICULATION",
    subtitle: 'RÉPUBLIQUE FRANÇAISE · Union européenne',
    tint: ['#e9f1e4', '#f4efe2'],
    widthMm: 170,
    heightMm: 110,
    // Several codes share a row, as on the real certificate.
    rows: ({ plate, vehicle, owner, date, vin }) => [
      [
        { code: 'A', value: plate },
        { code: 'B', value: date },
      ],
      [{ code: 'C.1', value: owner }],
      [{ code: 'C.3', value: '14 AVENUE JEAN JAURES 13003 MARSEILLE' }],
      [
        { code: 'D.1', value: vehicle.make },
        { code: 'D.2', value: `${vehicle.model.slice(0, 2)}9HZ` },
        { code: 'D.3', value: vehicle.model },
      ],
      [{ code: 'E', value: vin }],
      [
        { code: 'F.1', value: '1870' },
        { code: 'F.2', value: '1870' },
        { code: 'G', value: '1385' },
        { code: 'G.1', value: '1290' },
      ],
      [
        { code: 'J', value: 'M1' },
        { code: 'J.1', value: 'VP' },
        { code: 'J.2', value: 'AB' },
        { code: 'J.3', value: 'CI' },
      ],
      [
        { code: 'P.1', value: String(vehicle.displacement) },
        { code: 'P.2', value: String(vehicle.kilowatts) },
        { code: 'P.3', value: vehicle.fuel === 'DIESEL' ? 'GO' : 'ES' },
        { code: 'P.6', value: String(vehicle.fiscalPower) },
      ],
      [
        { code: 'Q', value: '0,05' },
        { code: 'S.1', value: String(vehicle.seats) },
        { code: 'S.2', value: '' },
        { code: 'V.7', value: '112' },
      ],
    ],
  },
  {
    country: 'ES',
    document: 'Spanish permiso de circulación',
    title: 'PERMISO DE CIRCULACIÓN',
    subtitle: 'REINO DE ESPAÑA · DIRECCIÓN GENERAL DE TRÁFICO',
    tint: ['#eef0f5', '#f3eee6'],
    widthMm: 160,
    heightMm: 110,
    rows: ({ plate, vehicle, owner, date, vin }) => [
      [
        { code: 'A', label: 'MATRÍCULA', value: plate },
        { code: 'B', label: 'FECHA 1ª MATRICULACIÓN', value: date },
      ],
      [{ code: 'C.1.1', label: 'APELLIDOS Y NOMBRE', value: owner }],
      [{ code: 'D.1', label: 'MARCA', value: vehicle.make }],
      [{ code: 'D.3', label: 'DENOMINACIÓN COMERCIAL', value: vehicle.model }],
      [{ code: 'E', label: 'Nº IDENTIFICACIÓN', value: vin }],
      [
        { code: 'P.1', label: 'CILINDRADA', value: `${vehicle.displacement} cm³` },
        { code: 'P.2', label: 'POTENCIA', value: `${vehicle.kilowatts} kW` },
      ],
      [
        { code: 'P.3', label: 'COMBUSTIBLE', value: FUEL_WORDS.ES[vehicle.fuel] },
        { code: 'S.1', label: 'PLAZAS', value: String(vehicle.seats) },
      ],
    ],
  },
  {
    country: 'BE',
    document: 'Belgian certificat d’immatriculation',
    title: "CERTIFICAT D'IMMATRICULATION · INSCHRIJVINGSBEWIJS",
    subtitle: 'ROYAUME DE BELGIQUE · KONINKRIJK BELGIË',
    tint: ['#f4ece6', '#eef0ea'],
    widthMm: 165,
    heightMm: 105,
    rows: ({ plate, vehicle, owner, date, vin }) => [
      [
        { code: 'A', value: plate },
        { code: 'B', value: date },
      ],
      [{ code: 'C.1.1', value: owner }],
      [
        { code: 'D.1', value: vehicle.make },
        { code: 'D.3', value: vehicle.model },
      ],
      [{ code: 'E', value: vin }],
      [
        { code: 'P.1', value: String(vehicle.displacement) },
        { code: 'P.2', value: String(vehicle.kilowatts) },
        { code: 'P.3', value: FUEL_WORDS.BE[vehicle.fuel] },
      ],
      [
        { code: 'S.1', value: String(vehicle.seats) },
        { code: 'J', value: 'M1' },
      ],
    ],
  },
  {
    country: 'DE',
    document: 'German Zulassungsbescheinigung Teil I',
    title: 'ZULASSUNGSBESCHEINIGUNG TEIL I',
    subtitle: 'BUNDESREPUBLIK DEUTSCHLAND · Fahrzeugschein',
    tint: ['#eef0e4', '#e8eef0'],
    widthMm: 150,
    heightMm: 105,
    rows: ({ plate, vehicle, owner, date, vin }) => [
      [
        { code: 'A', label: 'Amtliches Kennzeichen', value: plate },
        { code: 'B', label: 'Datum der Erstzulassung', value: date },
      ],
      [{ code: 'C.1.1', label: 'Name', value: owner }],
      [{ code: 'D.1', label: 'Marke', value: vehicle.make }],
      [{ code: 'D.3', label: 'Handelsbezeichnung(en)', value: vehicle.model }],
      [{ code: 'E', label: 'Fahrzeug-Identifizierungsnummer', value: vin }],
      [
        { code: 'P.1', label: 'Hubraum in cm³', value: String(vehicle.displacement) },
        { code: 'P.2', label: 'Nennleistung in kW', value: String(vehicle.kilowatts) },
      ],
      [
        { code: 'P.3', label: 'Kraftstoffart', value: FUEL_WORDS.DE[vehicle.fuel] },
        { code: 'S.1', label: 'Sitzplätze', value: String(vehicle.seats) },
      ],
    ],
  },
  {
    country: 'IT',
    document: 'Italian carta di circolazione',
    title: 'CARTA DI CIRCOLAZIONE',
    subtitle: 'REPUBBLICA ITALIANA · Ministero delle Infrastrutture e dei Trasporti',
    tint: ['#f3efe4', '#eaf0ee'],
    widthMm: 160,
    heightMm: 105,
    rows: ({ plate, vehicle, owner, date, vin }) => [
      [
        { code: '(A)', value: plate },
        { code: '(B)', value: date },
      ],
      [{ code: '(C.2.1)', value: owner }],
      [
        { code: '(D.1)', value: vehicle.make },
        { code: '(D.3)', value: vehicle.model },
      ],
      [{ code: '(E)', value: vin }],
      [
        { code: '(P.1)', value: String(vehicle.displacement) },
        { code: '(P.2)', value: String(vehicle.kilowatts) },
        { code: '(P.3)', value: FUEL_WORDS.IT[vehicle.fuel] },
      ],
      [
        { code: '(S.1)', value: String(vehicle.seats) },
        { code: '(J)', value: 'M1' },
      ],
    ],
  },
  {
    country: 'NL',
    document: 'Dutch kentekenbewijs',
    title: 'KENTEKENBEWIJS',
    subtitle: 'KONINKRIJK DER NEDERLANDEN · RDW · Deel I',
    tint: ['#eef0f3', '#f4efe4'],
    widthMm: 150,
    heightMm: 100,
    rows: ({ plate, vehicle, owner, date, vin }) => [
      [
        { code: 'A', label: 'kenteken', value: plate },
        { code: 'B', label: 'datum eerste toelating', value: date },
      ],
      [{ code: 'C.1', label: 'naam', value: owner }],
      [
        { code: 'D.1', label: 'merk', value: vehicle.make },
        { code: 'D.3', label: 'handelsbenaming', value: vehicle.model },
      ],
      [{ code: 'E', label: 'voertuigidentificatienummer', value: vin }],
      [
        { code: 'P.1', label: 'cilinderinhoud', value: String(vehicle.displacement) },
        { code: 'P.3', label: 'brandstof', value: FUEL_WORDS.NL[vehicle.fuel] },
      ],
      [{ code: 'S.1', label: 'zitplaatsen', value: String(vehicle.seats) }],
    ],
  },
  {
    country: 'PT',
    document: 'Portuguese certificado de matrícula',
    title: 'CERTIFICADO DE MATRÍCULA',
    subtitle: 'REPÚBLICA PORTUGUESA · IMT',
    tint: ['#eaf0ea', '#f4ede6'],
    widthMm: 155,
    heightMm: 100,
    rows: ({ plate, vehicle, owner, date, vin }) => [
      [
        { code: 'A', label: 'Matrícula', value: plate },
        { code: 'B', label: 'Data da 1ª matrícula', value: date },
      ],
      [{ code: 'C.1', label: 'Proprietário', value: owner }],
      [
        { code: 'D.1', label: 'Marca', value: vehicle.make },
        { code: 'D.3', label: 'Modelo', value: vehicle.model },
      ],
      [{ code: 'E', label: 'N.º de quadro', value: vin }],
      [
        { code: 'P.1', label: 'Cilindrada', value: String(vehicle.displacement) },
        { code: 'P.3', label: 'Combustível', value: FUEL_WORDS.PT[vehicle.fuel] },
      ],
      [{ code: 'S.1', label: 'Lotação', value: String(vehicle.seats) }],
    ],
  },
];
