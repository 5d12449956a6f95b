import { periodByCode, type TPeriodCode, type TUsageCode } from '../reference/catalogue';
import type { TTariffTable } from './tariff-schema';

/** Whole months of a period; day-counted periods (5 and 10 days) count as zero months. */
export function periodMonths(period: TPeriodCode): number {
  const { periode_ParJour, periode_Nbr } = periodByCode(period);
  return periode_ParJour ? 0 : periode_Nbr;
}

/** Packs beyond the basic offer and à la carte cover exist only for tourism and a month or more. */
export function isExtendedCoverAvailable(
  table: TTariffTable,
  usage: TUsageCode,
  period: TPeriodCode,
): boolean {
  return (
    table.extended_cover.usages.includes(usage) && periodMonths(period) >= table.extended_cover.min_months
  );
}
