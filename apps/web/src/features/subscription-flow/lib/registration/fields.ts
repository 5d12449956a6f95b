/**
 * The fields of a registration certificate the reader looks for, by their EU-harmonised codes
 * (directive 1999/37/EC): A the plate, B the first registration, D.1 the make, D.2 the type, D.3 the
 * commercial name, J the EU category, J.1 the French genre national, P.1 the displacement, P.2 the net
 * power, P.3 the fuel, P.6 the French fiscal power, S.1 the seats. `other` is any field read only to
 * end the one before it.
 */
export type TField = 'A' | 'B' | 'D1' | 'D2' | 'D3' | 'J' | 'J1' | 'P1' | 'P2' | 'P3' | 'P6' | 'S1' | 'other';

/** Text without the Latin accents OCR reads or drops at random ("DENOMINACIÓN", "Sitzplätze"). */
export const withoutAccents = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
