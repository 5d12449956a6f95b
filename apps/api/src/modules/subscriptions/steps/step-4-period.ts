import { addDays, addMonths, assertEffectDateAllowed, PERIODS, type TStep4 } from '@bi/domain';
import { AppError } from '../../../lib/app-error';
import { json, type TStepContext, type TStepOutcome } from './step-context';

/** The last covered day: 5 days from the 1st end on the 5th; one month from the 1st ends on the 31st. */
export function endDate(
  effectDate: string,
  period: { periode_ParJour: boolean; periode_Nbr: number },
): string {
  const after = period.periode_ParJour
    ? addDays(effectDate, period.periode_Nbr)
    : addMonths(effectDate, period.periode_Nbr);
  return addDays(after, -1);
}

/** Effect date and duration; a change of either clears the cover and its price. */
export function applyPeriod({ row }: TStepContext, body: TStep4): TStepOutcome {
  const period = PERIODS.find((candidate) => candidate.periode_Id === body.periode_Id);
  if (!period)
    throw new AppError(422, 'reference.unknownPeriod', {}, [
      { field: 'periode_Id', key: 'reference.unknownPeriod' },
    ]);
  assertEffectDateAllowed(body.date_effet);
  const previous = json(row.periodeInfo);
  const coverInvalidated =
    row.packInfo !== null &&
    (previous.periode_Id !== period.periode_Id || previous.date_effet !== body.date_effet);
  return {
    changes: {
      periodeInfo: {
        date_effet: body.date_effet,
        date_fin: endDate(body.date_effet, period),
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
