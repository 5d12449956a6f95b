import type { TTariffTable } from '@bi/domain';
import type { TTariffVersionRow } from './tariff-version-rows';

/** The engine's view of a stored version: open-ended, a later effective date takes over from it. */
export const tariffTableOf = (
  row: Pick<TTariffVersionRow, 'label' | 'effectiveFrom' | 'rates'>,
): TTariffTable => ({
  ...row.rates,
  version: row.label,
  effective_from: row.effectiveFrom,
  effective_to: null,
});
