import {
  assertEffectDateAllowed,
  assertRegistrationYear,
  listOffers,
  PERIODS,
  selectTariff,
  USAGES,
  type TPacksAnswer,
  type TIsoDate,
  type TPacksRequest,
  type TTariffTable,
  vehicleAgeYears,
} from '@bi/domain';
import { AppError } from '../../lib/app-error';

/** Step 5's offers: the usage and duration arrive by their reference ids, the effect date decides the tariff. */
export function listPacks(
  request: TPacksRequest,
  today: TIsoDate,
  tariffs: readonly TTariffTable[],
): TPacksAnswer {
  const usage = USAGES.find((candidate) => candidate.usage_Id === request.usage_Id);
  if (!usage)
    throw new AppError(422, 'reference.unknownUsage', {}, [
      { field: 'usage_Id', key: 'reference.unknownUsage' },
    ]);
  const period = PERIODS.find(
    (candidate) =>
      candidate.periode_ParJour === request.periode_ParJour && candidate.periode_Nbr === request.periode_Nbr,
  );
  if (!period) {
    throw new AppError(422, 'reference.unknownPeriod', {}, [
      { field: 'periode_Nbr', key: 'reference.unknownPeriod' },
    ]);
  }
  assertEffectDateAllowed(request.dateEffet, today);
  assertRegistrationYear(request.annee_circulation, today);
  return listOffers(
    {
      usage: usage.code,
      period: period.code,
      effectDate: request.dateEffet,
      vehicleAgeYears: vehicleAgeYears(request.annee_circulation, request.dateEffet),
    },
    selectTariff(request.dateEffet, tariffs),
  );
}
