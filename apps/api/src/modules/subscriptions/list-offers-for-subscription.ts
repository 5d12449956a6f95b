import { listOffers, todayInMorocco, vehicleAgeYears, type TPacksAnswer } from '@bi/domain';
import { AppError } from '../../lib/app-error';
import type { TSubscriptionRow } from './repository';

/**
 * Step 5's offers for a stored subscription: usage and year of first registration from step 3,
 * duration and effect date from step 4. Nothing is taken from the caller, so the offers shown are
 * the ones step 5 will accept.
 */
export function listOffersForSubscription(
  row: Pick<TSubscriptionRow, 'currentStep' | 'vehiculeInfo' | 'periodeInfo'>,
  today = todayInMorocco(),
): TPacksAnswer {
  const vehicle = row.vehiculeInfo;
  const period = row.periodeInfo;
  if (row.currentStep < 5 || !vehicle || !period) {
    throw new AppError(409, 'subscription.stepOutOfOrder', { step: Math.min(row.currentStep, 4) });
  }
  // A subscription resumed days later: the customer picks a new date at step 4 first.
  if (period.date_effet < today) throw new AppError(422, 'subscription.effectDatePassed');
  return listOffers({
    usage: vehicle.usage_Code,
    period: period.periode,
    effectDate: period.date_effet,
    vehicleAgeYears: vehicleAgeYears(vehicle.annee_circulation, today),
  });
}
