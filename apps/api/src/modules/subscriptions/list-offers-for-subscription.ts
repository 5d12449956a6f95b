import { isEffectDatePassed, listOffers, type TIsoDate, type TPacksAnswer } from '@bi/domain';
import { AppError } from '../../lib/app-error';
import type { TSubscriptionRow } from './repository';
import { storedQuoteInput } from './steps/stored-quote-input';

/**
 * Step 5's offers for a stored subscription: usage and year of first registration from step 3,
 * duration and effect date from step 4. Nothing is taken from the caller, so the offers shown are
 * the ones step 5 will accept.
 */
export function listOffersForSubscription(
  row: Pick<TSubscriptionRow, 'currentStep' | 'vehiculeInfo' | 'periodeInfo'>,
  today: TIsoDate,
): TPacksAnswer {
  if (row.currentStep < 5) throw new AppError(409, 'subscription.stepOutOfOrder', { step: row.currentStep });
  const input = storedQuoteInput(row, today);
  // A subscription resumed days later: the customer picks a new date at step 4 first.
  if (isEffectDatePassed(input.effectDate, today)) throw new AppError(422, 'subscription.effectDatePassed');
  return listOffers(input);
}
