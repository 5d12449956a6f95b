import { coverInfoOf, type TStep5 } from '@bi/domain';
import { AppError } from '../../../lib/app-error';
import { priceSubscription } from '../price-subscription';
import type { TStepContext, TStepOutcome } from './step-context';
import { storedQuoteInput } from './stored-quote-input';

/** The cover; the price is computed here from stored data, whatever the client believes it is. */
export function applyCover({ row, today }: TStepContext, body: TStep5): TStepOutcome {
  if (body.type === 'pack' && body.pack_Id === undefined) {
    throw new AppError(400, 'http.validation', {}, [{ field: 'pack_Id', key: 'validation.required' }]);
  }
  const cover = coverInfoOf(body);
  return {
    changes: {
      packInfo: cover,
      simulationResult: priceSubscription({ ...storedQuoteInput(row, today), cover }),
    },
  };
}
