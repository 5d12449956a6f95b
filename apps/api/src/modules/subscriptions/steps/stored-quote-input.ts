import { vehicleAgeYears, type TIsoDate } from '@bi/domain';
import { AppError } from '../../../lib/app-error';
import type { TSubscriptionRow } from '../repository';

/** What the tariff needs, read back from the stored step 3 and step 4; without them there is no price. */
/** The vehicle's age is counted on `today`, the day the price is asked. */
export function storedQuoteInput(
  row: Pick<TSubscriptionRow, 'vehiculeInfo' | 'periodeInfo'>,
  today: TIsoDate,
) {
  const vehicle = row.vehiculeInfo;
  const period = row.periodeInfo;
  if (!vehicle || !period) throw new AppError(409, 'subscription.quoteNotReady');
  return {
    usage: vehicle.usage_Code,
    period: period.periode,
    effectDate: period.date_effet,
    vehicleAgeYears: vehicleAgeYears(vehicle.annee_circulation, today),
  };
}
