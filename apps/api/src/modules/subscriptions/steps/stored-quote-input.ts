import { assertRegistrationYear, vehicleAgeYears, type TIsoDate } from '@bi/domain';
import { AppError } from '../../../lib/app-error';
import type { TSubscriptionRow } from '../repository';

/**
 * What the tariff needs, read back from the stored step 3 and step 4; without them there is no price.
 * `givenYear` is the year of first registration asked at step 5 when step 3 left it blank (decision
 * 041); checked against `today` as step 3 checks it. The age is counted on the effect date.
 */
export function storedQuoteInput(
  row: Pick<TSubscriptionRow, 'vehiculeInfo' | 'periodeInfo'>,
  today: TIsoDate,
  givenYear?: number,
) {
  const vehicle = row.vehiculeInfo;
  const period = row.periodeInfo;
  if (!vehicle || !period) throw new AppError(409, 'subscription.quoteNotReady');
  assertRegistrationYear(givenYear, today);
  return {
    usage: vehicle.usage_Code,
    period: period.periode,
    effectDate: period.date_effet,
    vehicleAgeYears: vehicleAgeYears(givenYear ?? vehicle.annee_circulation, period.date_effet),
  };
}
