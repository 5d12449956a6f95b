import {
  addDays,
  formatDisplayDate,
  isEffectDatePassed,
  isEffectDateTooEarly,
  RuleViolation,
} from '@bi/domain';
import { AppError, ruleRefusal } from '../../../lib/app-error';
import { priceSubscription } from '../price-subscription';
import { tariffFor } from '../tariff-for';
import type { TStepContext, TStepOutcome } from './step-context';
import { storedQuoteInput } from './stored-quote-input';

/**
 * Confirming the quote: priced once more at this moment (a quote left overnight may have a past
 * effect date or a new tariff), and the subscription leaves simulation. Confirmed again, it keeps the
 * version it was confirmed with: a tariff approved since never changes its price (decision 053).
 */
export function applyConfirmation({ row, today, tariffs }: TStepContext): TStepOutcome {
  const input = storedQuoteInput(row, today);
  if (!row.packInfo) throw new AppError(409, 'subscription.quoteNotReady');
  if (isEffectDatePassed(input.effectDate, today)) {
    throw new AppError(409, 'subscription.effectDatePassed');
  }
  // Chosen for tomorrow and confirmed a day later, at an office that cannot start a cover today.
  if (isEffectDateTooEarly(input.effectDate, today, row.userInfo.effetImmediat === true)) {
    throw new AppError(409, 'period.effectTodayNotImmediate', { min: formatDisplayDate(addDays(today, 1)) });
  }
  const kept = row.statut === 'confirmed' ? row.simulationResult?.tarif_version : undefined;
  try {
    const table = tariffFor(tariffs, input.effectDate, kept);
    return {
      changes: { simulationResult: priceSubscription({ ...input, cover: row.packInfo }, table) },
      event: 'confirm',
    };
  } catch (error) {
    if (error instanceof RuleViolation) throw ruleRefusal(error, 409);
    throw error;
  }
}
