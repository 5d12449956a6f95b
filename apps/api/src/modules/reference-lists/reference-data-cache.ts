import type { TDatabase } from '../../db/client';
import { keptRead } from '../../lib/kept-read';
import { listOfferedPeriodCodes } from '../reference/repository';

/**
 * How long an instance serves the reference data it read before reading it again: another instance's
 * change is seen within this time (the public prices it feeds are cached 60 s by browsers anyway); the
 * instance where an administrator changed a list forgets at once.
 */
export const REFERENCE_DATA_TTL_MS = 30_000;

export type TReferenceDataCache = {
  /** The codes of the durations still offered (switched on), in the list's order. */
  offeredPeriods(): Promise<readonly string[]>;
  /** Read again at the next call: an administrator just changed a list on this instance. */
  forget(): void;
};

/**
 * The reference data the public calls need on every visit, kept in memory: the offer page's starting
 * prices would otherwise read the durations from the database for each visitor (decision 051 makes
 * them the console's, so they change, but rarely).
 */
export function createReferenceDataCache(db: TDatabase): TReferenceDataCache {
  const periods = keptRead(() => listOfferedPeriodCodes(db), REFERENCE_DATA_TTL_MS);
  return { offeredPeriods: periods.get, forget: periods.forget };
}
