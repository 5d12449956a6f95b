import type { TMakeKind } from '../contracts/reference-admin';
import type { TUsageCode } from './catalogue';

/** The kinds of vehicle a usage insures, which the console's makes are marked with (decision 058). */
const KINDS_OF_USAGE: Record<TUsageCode, readonly TMakeKind[]> = {
  TOURISME: ['car'],
  TAXI: ['car'],
  UTILITAIRE: ['van'],
  CAMION: ['truck'],
  AUTOCAR: ['coach'],
  DEUX_ROUES_50: ['moto'],
  DEUX_ROUES_PLUS_50: ['moto'],
};

export const makeKindsOfUsage = (usage: TUsageCode): readonly TMakeKind[] => KINDS_OF_USAGE[usage];
