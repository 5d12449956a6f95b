import {
  centimesToAmount,
  computeQuote,
  coverSelectionOf,
  type TCoverChoice,
  type TCoverInfo,
  type TPeriodCode,
  type TQuoteResult,
  type TTariffTable,
  type TUsageCode,
} from '@bi/domain';

/**
 * The quote from what is stored, never from a figure the client sent: the usage and vehicle age of
 * step 3, the period and effect date of step 4, the cover of step 5, with the tariff `tariffFor` picks.
 */
export function priceSubscription(
  input: {
    usage: TUsageCode;
    period: TPeriodCode;
    effectDate: string;
    cover: TCoverChoice | TCoverInfo;
    vehicleAgeYears?: number;
  },
  table: TTariffTable,
): TQuoteResult {
  const quote = computeQuote(
    {
      usage: input.usage,
      period: input.period,
      effectDate: input.effectDate,
      cover: coverSelectionOf(input.cover),
      trailer: input.cover.remorque,
      // A customer's cover is always judged for the vehicle: assistance needs its year (decision 041).
      vehicle: { ageYears: input.vehicleAgeYears },
    },
    table,
  );
  return {
    primeNet: centimesToAmount(quote.primeNet),
    totalTaxe: centimesToAmount(quote.totalTaxe),
    primeTotal: centimesToAmount(quote.primeTotal),
    taxes: quote.taxes.map((tax) => ({
      code: tax.code,
      base: tax.base === null ? null : centimesToAmount(tax.base),
      taux: tax.rate_bp === null ? null : tax.rate_bp / 100,
      montant: centimesToAmount(tax.amount),
    })),
    garanties: quote.lines.map((line) => ({
      code: line.guarantee,
      formule: line.formula,
      prime: centimesToAmount(line.net),
    })),
    tarif_version: quote.tariffVersion,
  };
}
