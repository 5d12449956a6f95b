import type { TCentimes } from '../money';
import { PERIODS, USAGES, type TPeriodCode, type TUsageCode } from '../reference/catalogue';
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

/** A period's length for ordering: its days, a month counted 30. */
const lengthInDays = (period: (typeof PERIODS)[number]) =>
  period.periode_ParJour ? period.periode_Nbr : period.periode_Nbr * 30;

/**
 * The shortest of the periods offered (`offered`, by code; all of them when omitted): what a "from"
 * price is quoted for. An administrator may switch the 5 days off (decision 051); "from" then follows.
 */
export function shortestPeriod(offered?: readonly string[]): TPeriodCode {
  const candidates = PERIODS.filter((period) => !offered || offered.includes(period.code));
  const [shortest] = [...(candidates.length > 0 ? candidates : PERIODS)].sort(
    (a, b) => lengthInDays(a) - lengthInDays(b),
  );
  return shortest!.code;
}

/**
 * "From" prices: the basic offer for the shortest period offered, taxes and stamp included. The one rule
 * of the offer page and of a tariff draft's preview, so an administrator previews what the page will say.
 */
export function startingPrices(
  effectDate: TIsoDate,
  table: TTariffTable,
  offered?: readonly string[],
): TUsageStartingPrice[] {
  const period = shortestPeriod(offered);
  return USAGES.map((usage) => ({
    usage: usage.code,
    primeTotal: computeQuote(
      { usage: usage.code, period, effectDate, cover: BASIC_COVER, trailer: false },
      table,
    ).primeTotal,
    trailerRateBp: table.usages[usage.code].trailer_rate_bp,
    tariffVersion: table.version,
  }));
}
