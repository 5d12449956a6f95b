import type { TUsageCode } from '@bi/domain';

/**
 * The usage of a French certificate's J.1 "genre national". A taxi is a VP on paper: the usage
 * "taxi" is never read (proposedUsage keeps a chosen one). A two-wheeler's genre tells its class:
 * a cyclomoteur (CL) is 50 cm³ at most, a motorcycle (MTL, MTT1, MTT2) more.
 */
export function usageOfKind(printed: string): TUsageCode | undefined {
  const kind = printed.toUpperCase().replace(/[^A-Z\d|]/g, '');
  if (kind === 'VP') return 'TOURISME';
  if (kind === 'CTTE' || kind === 'VU') return 'UTILITAIRE';
  if (kind === 'CAM' || kind === 'TRR') return 'CAMION';
  if (kind === 'TCP') return 'AUTOCAR';
  if (kind === 'CL' || kind === 'CYCL') return 'DEUX_ROUES_50';
  if (kind === 'MTL' || /^MTT[12IL|Z]$/.test(kind)) return 'DEUX_ROUES_PLUS_50';
  return undefined;
}

/**
 * The usage of field J, the EU category: M1 cars, N1 vans, N2/N3 trucks, M2/M3 coaches, L1e mopeds
 * (50 cm³ at most), L3e motorcycles. Tricycles and quadricycles (L2e, L4e–L7e) are left to the customer.
 */
export function usageOfCategory(printed: string): TUsageCode | undefined {
  const category = /^(M1|M2|M3|N1|N2|N3|L1E|L3E)(?:G|\b)/i.exec(printed.trim())?.[1]?.toUpperCase();
  const usages: Record<string, TUsageCode> = {
    M1: 'TOURISME',
    N1: 'UTILITAIRE',
    N2: 'CAMION',
    N3: 'CAMION',
    M2: 'AUTOCAR',
    M3: 'AUTOCAR',
    L1E: 'DEUX_ROUES_50',
    L3E: 'DEUX_ROUES_PLUS_50',
  };
  return category === undefined ? undefined : usages[category];
}

// The words for a car or a van, and for a two-wheeler, certificates print beside their category:
// Spain's "TURISMO", Germany's "PKW" and "Kombilimousine", Italy's "AUTOVETTURA" …
const CAR_WORDS =
  /\b(?:turismo|pkw|personenkraftwagen|kombilimousine|limousine|personenauto|personenwagen|autovettura|ligeiro|voiture|conduite\s+interieure|berline|lkw|lieferwagen|bestelauto|camionnette)\b/i;
const TWO_WHEEL_WORDS =
  /\b(?:moto\w*|motocicleta|motociclo|ciclomotor|motorrad|kraftrad|leichtkraftrad|motorfiets|bromfiets|cyclomoteur|motocyclette|scooter)\b/i;

const FOUR_WHEELS: readonly (TUsageCode | undefined)[] = ['TOURISME', 'UTILITAIRE', 'CAMION', 'AUTOCAR'];

/**
 * Whether the certificate shows a car, van, truck or coach: by its category or genre, or the words
 * that name one, and nothing that names a two-wheeler (whose fiscal power follows another rule).
 */
export function isFourWheeler(text: string, usage: TUsageCode | undefined): boolean {
  if (usage !== undefined) return FOUR_WHEELS.includes(usage);
  const plain = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return CAR_WORDS.test(plain) && !TWO_WHEEL_WORDS.test(plain);
}
