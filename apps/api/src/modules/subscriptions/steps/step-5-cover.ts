import { coverInfoOf, type TStep5 } from '@bi/domain';
import { AppError } from '../../../lib/app-error';
import { priceSubscription } from '../price-subscription';
import { tariffFor } from '../tariff-for';
import type { TStepContext, TStepOutcome } from './step-context';
import { storedQuoteInput } from './stored-quote-input';

/**
 * The cover; the price is computed here from stored data, whatever the client believes it is. A year
 * of first registration given here (asked for assistance, decision 041) is the vehicle's from now on.
 */
export function applyCover({ row, today, tariffs }: TStepContext, body: TStep5): TStepOutcome {
  if (body.type === 'pack' && body.pack_Id === undefined) {
    throw new AppError(400, 'http.validation', {}, [{ field: 'pack_Id', key: 'validation.required' }]);
  }
  const cover = coverInfoOf(body);
  const year = body.annee_circulation;
  const input = storedQuoteInput(row, today, year);
  return {
    changes: {
      packInfo: cover,
      simulationResult: priceSubscription({ ...input, cover }, tariffFor(tariffs, input.effectDate)),
      ...(year !== undefined &&
        row.vehiculeInfo && { vehiculeInfo: { ...row.vehiculeInfo, annee_circulation: year } }),
    },
  };
}
