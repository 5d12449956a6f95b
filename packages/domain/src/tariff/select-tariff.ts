import { RuleViolation } from '../errors';
import type { TIsoDate } from '../time';
import type { TTariffTable } from './tariff-schema';

/**
 * The tariff in force on the effect date of the cover, not on the day of the quote: the latest
 * effective date on or before it; of two versions with the same date, the later in the list (the API
 * lists them in the order they were approved, so a correction approved later wins).
 */
export function selectTariff(effectDate: TIsoDate, tables: readonly TTariffTable[]): TTariffTable {
  let latest: TTariffTable | undefined;
  for (const table of tables) {
    const inForce =
      table.effective_from <= effectDate && (table.effective_to === null || effectDate <= table.effective_to);
    if (inForce && (!latest || table.effective_from >= latest.effective_from)) latest = table;
  }
  if (!latest) throw new RuleViolation('tariff.notInForce', 422, { date: effectDate });
  return latest;
}
