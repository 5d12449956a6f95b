import {
  isEffectDatePassed,
  listOffers,
  type TIsoDate,
  type TPacksAnswer,
  type TTariffTable,
} from '@bi/domain';
import { AppError } from '../../lib/app-error';
import type { TSubscriptionRow } from './repository';
import { storedQuoteInput } from './steps/stored-quote-input';
import { tariffFor } from './tariff-for';

/**
 * Step 5's offers for a stored subscription: usage and year of first registration from step 3,
 * duration and effect date from step 4. Only the year may come from the caller, when step 5 asks it
 * (decision 041): step 5 accepts the same offers with the same year.
 */
export function listOffersForSubscription(
  row: Pick<TSubscriptionRow, 'currentStep' | 'vehiculeInfo' | 'periodeInfo'>,
  today: TIsoDate,
  tariffs: readonly TTariffTable[],
  givenYear?: number,
): TPacksAnswer {
  if (row.currentStep < 5) throw new AppError(409, 'subscription.stepOutOfOrder', { step: row.currentStep });
  const input = storedQuoteInput(row, today, givenYear);
  // A subscription resumed days later: the customer picks a new date at step 4 first.
  if (isEffectDatePassed(input.effectDate, today)) throw new AppError(422, 'subscription.effectDatePassed');
  return listOffers(input, tariffFor(tariffs, input.effectDate));
}
