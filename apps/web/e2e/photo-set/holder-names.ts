/**
 * Surnames and given names as each country prints them, compound ones and ones too long for the zone
 * among them: a reader must cope with the names drivers really have, not with SMITH JOHN.
 */
export const HOLDER_NAMES = {
  FR: {
    surnames: ['MARTIN', 'LEFEBVRE-DUMONT', 'BERTRAND DE LA VILLEMARQUÉ', 'NGUYEN', 'GIRAUD'],
    given: ['JEAN-BAPTISTE MARIE', 'CAMILLE', 'LÉA FRANÇOISE', 'MATHIEU'],
  },
  NL: {
    surnames: ['VAN DER BERG', 'DE JONG', 'JANSEN', 'VAN BOMMEL-SCHOUTEN'],
    given: ['JOHANNA MARIA', 'PIETER', 'SANNE', 'WILLEM HENDRIK'],
  },
  MA: {
    surnames: ['EL IDRISSI EL ALAOUI', 'BENNANI', 'EL AMRANI', 'OUAHABI', 'BENJELLOUN'],
    given: ['MOHAMMED AMINE ABDELKADER', 'SALMA', 'YOUSSEF', 'FATIMA ZAHRA'],
  },
  ES: {
    surnames: ['GARCÍA LÓPEZ', 'FERNÁNDEZ DE LA TORRE', 'MARTÍNEZ RUIZ', 'SÁNCHEZ-GIJÓN PÉREZ'],
    given: ['MARÍA DEL CARMEN', 'JOSÉ ANTONIO', 'LUCÍA', 'JAVIER'],
  },
  BE: {
    surnames: ['VAN DEN BROECK', 'DUPONT', 'PEETERS', 'DE SMET-LAMBRECHTS'],
    given: ['MARIE-CLAIRE', 'THOMAS', 'LOTTE', 'JEAN-PIERRE EMMANUEL'],
  },
  DE: {
    surnames: ['MÜLLER', 'SCHNEIDER-WEISSHAUPT', 'SCHMIDT', 'GROSSKOPF'],
    given: ['ANNA LENA', 'JÜRGEN', 'MAXIMILIAN', 'SOPHIE'],
  },
  IT: {
    surnames: ['ROSSI', 'DE LUCA', 'ESPOSITO', "DELL'AQUILA"],
    given: ['GIUSEPPE', 'MARIA GRAZIA', 'FRANCESCA', 'ALESSANDRO'],
  },
  PT: {
    surnames: ['DOS SANTOS FERREIRA', 'SILVA', 'PEREIRA DA COSTA', 'RODRIGUES'],
    given: ['JOÃO PEDRO', 'ANA MARGARIDA', 'MARIA DE FÁTIMA', 'TIAGO'],
  },
  RO: {
    surnames: ['POPESCU', 'CONSTANTINESCU-DUMITRAȘCU', 'ȚURCANU', 'STOICA'],
    given: ['IOANA-MĂDĂLINA', 'ȘTEFAN', 'ANDREI', 'ELENA CRISTINA'],
  },
} as const;

export type TNameCountry = keyof typeof HOLDER_NAMES;

const GERMAN = { Ä: 'AE', Ö: 'OE', Ü: 'UE', ß: 'SS' } as Record<string, string>;

/**
 * A printed name as the zone writes it (ICAO 9303 part 3): German umlauts spelled out, other accents
 * dropped, an apostrophe left out, hyphens and spaces kept for the caller to turn into fillers.
 */
export function mrzSpelling(name: string): string {
  return name
    .toUpperCase()
    .replace(/[ÄÖÜß]/g, (letter) => GERMAN[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f']/g, '')
    .replace(/[^A-Z\s-]/g, '');
}
