import { todayInMorocco, type TPeriodCode, type TUsageCode } from '@bi/domain';
import type { TSubscriptionRow } from '../repository';
import { json } from './step-context';

/** What the tariff needs, read back from the stored step 3 and step 4. */
export function storedQuoteInput(row: Pick<TSubscriptionRow, 'vehiculeInfo' | 'periodeInfo'>) {
  const vehicle = json(row.vehiculeInfo);
  const period = json(row.periodeInfo);
  const year = vehicle.annee_circulation as number | null;
  return {
    usage: vehicle.usage_Code as TUsageCode,
    period: period.periode as TPeriodCode,
    effectDate: period.date_effet as string,
    vehicleAgeYears: year ? Number(todayInMorocco().slice(0, 4)) - year : undefined,
  };
}
