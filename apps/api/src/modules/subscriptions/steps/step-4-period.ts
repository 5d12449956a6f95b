import { assertEffectDateAllowed, coverEndDate, PERIODS, type TStep4 } from '@bi/domain';
import { eq } from 'drizzle-orm';
import { periods } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { loadAfterSaleOf } from '../after-sale-facts';
import type { TStepContext, TStepOutcome } from './step-context';

const refused = (key: 'reference.unknownPeriod' | 'reference.periodOff') =>
  new AppError(422, key, {}, [{ field: 'periode_Id', key }]);

/**
 * Effect date and duration; a change of either clears the cover and its price. An extension starts
 * after the cover it extends; a cover starts today only at an office with immediate effect.
 */
export async function applyPeriod({ tx, row, today }: TStepContext, body: TStep4): Promise<TStepOutcome> {
  const period = PERIODS.find((candidate) => candidate.periode_Id === body.periode_Id);
  if (!period) throw refused('reference.unknownPeriod');
  // Switched off in the console: no longer sold; the contracts made for it keep their duration.
  const [stored] = await tx
    .select({ active: periods.active })
    .from(periods)
    .where(eq(periods.id, period.periode_Id));
  if (!stored?.active) throw refused('reference.periodOff');
  const extended = row.extendedFromId ? (await loadAfterSaleOf(tx, row)).oldPeriodeInfo : null;
  // Today only where the office chosen at step 2 issues with immediate effect (decision 024).
  assertEffectDateAllowed(body.date_effet, today, extended?.date_fin, row.userInfo.effetImmediat === true);
  const previous = row.periodeInfo;
  const coverInvalidated =
    row.packInfo !== null &&
    (previous?.periode_Id !== period.periode_Id || previous.date_effet !== body.date_effet);
  return {
    changes: {
      periodeInfo: {
        date_effet: body.date_effet,
        date_fin: coverEndDate(body.date_effet, period),
        periode: period.code,
        periode_Id: period.periode_Id,
        periode_Name: period.periode_Name,
        periode_Nbr: period.periode_Nbr,
        periode_ParJour: period.periode_ParJour,
      },
      ...(coverInvalidated && { packInfo: null, simulationResult: null }),
    },
    ...(coverInvalidated && { redoFrom: 5 }),
  };
}
