import { RuleViolation } from '../errors';
import type { TIsoDate } from '../time';
import { TARIFF_TABLES, type TTariffTable } from './tariff-table';

/** The tariff in force on the effect date of the cover, not on the day of the quote. */
export function selectTariff(
  effectDate: TIsoDate,
  tables: readonly TTariffTable[] = TARIFF_TABLES,
): TTariffTable {
  const inForce = tables.filter(
    (table) =>
      table.effective_from <= effectDate && (table.effective_to === null || effectDate <= table.effective_to),
  );
  const latest = inForce.sort((a, b) => b.effective_from.localeCompare(a.effective_from))[0];
  if (!latest) throw new RuleViolation('tariff.notInForce', 422, { date: effectDate });
  return latest;
}
