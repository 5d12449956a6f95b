import type { TCentimes } from '../money';
import { PERIODS, USAGES, type TUsageCode } from '../reference/catalogue';
import type { TIsoDate } from '../time';
import { BASIC_COVER } from './cover';
import { computeQuote } from './compute-quote';
import type { TTariffTable } from './tariff-schema';

export type TUsageStartingPrice = {
  usage: TUsageCode;
  primeTotal: TCentimes;
  trailerRateBp: number;
  tariffVersion: string;
};

/** The shortest period is the first day-counted one with the fewest days. */
export const SHORTEST_PERIOD = [...PERIODS]
  .filter((period) => period.periode_ParJour)
  .sort((a, b) => a.periode_Nbr - b.periode_Nbr)[0]!.code;

/** "From" prices of the offer page: the basic offer for the shortest period, taxes and stamp included. */
export function startingPrices(effectDate: TIsoDate, table: TTariffTable): TUsageStartingPrice[] {
  return USAGES.map((usage) => ({
    usage: usage.code,
    primeTotal: computeQuote(
      { usage: usage.code, period: SHORTEST_PERIOD, effectDate, cover: BASIC_COVER, trailer: false },
      table,
    ).primeTotal,
    trailerRateBp: table.usages[usage.code].trailer_rate_bp,
    tariffVersion: table.version,
  }));
}
