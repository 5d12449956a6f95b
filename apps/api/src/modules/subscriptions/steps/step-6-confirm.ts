import { RuleViolation, todayInMorocco } from '@bi/domain';
import { AppError } from '../../../lib/app-error';
import { priceSubscription, type TStoredCover } from '../price-subscription';
import { json, type TStepContext, type TStepOutcome } from './step-context';
import { storedQuoteInput } from './stored-quote-input';

/**
 * Confirming the quote: priced once more at this moment (a quote left overnight may have a past
 * effect date or a new tariff), and the subscription leaves simulation.
 */
export function applyConfirmation({ row }: TStepContext): TStepOutcome {
  const input = storedQuoteInput(row);
  if (input.effectDate < todayInMorocco()) {
    throw new AppError(409, 'subscription.effectDatePassed');
  }
  try {
    return {
      changes: {
        statut: 'confirmed',
        simulationResult: priceSubscription({
          ...input,
          cover: json(row.packInfo) as unknown as TStoredCover,
        }),
      },
    };
  } catch (error) {
    if (error instanceof RuleViolation) throw new AppError(409, error.key, error.params);
    throw error;
  }
}
