import { GUARANTEES, PACKS, type TStep5 } from '@bi/domain';
import { AppError } from '../../../lib/app-error';
import { coverOf, priceSubscription } from '../price-subscription';
import type { TStepContext, TStepOutcome } from './step-context';
import { storedQuoteInput } from './stored-quote-input';

/** The cover; the price is computed here from stored data, whatever the client believes it is. */
export function applyCover({ row }: TStepContext, body: TStep5): TStepOutcome {
  if (body.type === 'pack' && body.pack_Id === undefined) {
    throw new AppError(400, 'http.validation', {}, [{ field: 'pack_Id', key: 'validation.required' }]);
  }
  const cover = coverOf(body);
  const result = priceSubscription({ ...storedQuoteInput(row), cover });
  const pack = PACKS.find((candidate) => candidate.pack_Id === cover.pack_Id);
  return {
    changes: {
      packInfo: {
        ...cover,
        pack_Code: pack?.code ?? null,
        selected_pack: pack?.pack_Name ?? null,
        selected_garanties: cover.selected_garanties.map((choice) => {
          const guarantee = GUARANTEES.find((candidate) => candidate.grnt_Id === choice.grnt_Id)!;
          return { ...choice, grnt_Code: guarantee.code, grnt_Name: guarantee.grnt_Name };
        }),
      },
      simulationResult: result,
    },
  };
}
