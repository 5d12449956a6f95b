import { selectTariff, type TIsoDate, type TTariffTable } from '@bi/domain';

/**
 * The tariff a subscription is priced with (decision 053): the version its confirmed quote or signed
 * contract was made with, when it keeps one, so a later version never reprices it; otherwise the
 * version in force on its effect date.
 */
export function tariffFor(
  approved: readonly TTariffTable[],
  effectDate: TIsoDate,
  keptVersion?: string | null,
): TTariffTable {
  const kept = keptVersion ? approved.find((table) => table.version === keptVersion) : undefined;
  return kept ?? selectTariff(effectDate, approved);
}
