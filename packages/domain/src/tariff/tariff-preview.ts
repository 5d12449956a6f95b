import type { TTariffPreview } from '../contracts/tariff-admin';
import { RuleViolation } from '../errors';
import type { TCentimes } from '../money';
import type { TPackCode, TPeriodCode, TUsageCode } from '../reference/catalogue';
import { PERIODS, USAGES } from '../reference/catalogue';
import type { TIsoDate } from '../time';
import { computeQuote } from './compute-quote';
import type { TCoverSelection } from './cover';
import { isExtendedCoverAvailable } from './extended-cover';
import { startingPrices } from './starting-prices';
import type { TTariffTable } from './tariff-schema';

type TSample = { usage: TUsageCode; period: TPeriodCode; pack: TPackCode; trailer: boolean };

/**
 * The quotes an administrator reads beside each other before submitting or approving a version: what
 * the product sells most (tourism by the month, with a pack), a trailer, and the dearest usages.
 */
const SAMPLES: readonly TSample[] = [
  { usage: 'TOURISME', period: 'J10', pack: 'BASE', trailer: false },
  { usage: 'TOURISME', period: 'M1', pack: 'BASE', trailer: true },
  { usage: 'TOURISME', period: 'M1', pack: 'ESSENTIEL', trailer: false },
  { usage: 'TOURISME', period: 'M3', pack: 'CONFORT', trailer: false },
  { usage: 'TOURISME', period: 'M6', pack: 'SERENITE', trailer: false },
  { usage: 'UTILITAIRE', period: 'M1', pack: 'BASE', trailer: true },
  { usage: 'CAMION', period: 'M1', pack: 'BASE', trailer: true },
  { usage: 'TAXI', period: 'M2', pack: 'BASE', trailer: false },
  { usage: 'AUTOCAR', period: 'M6', pack: 'BASE', trailer: false },
];

function total(table: TTariffTable, sample: TSample, effectDate: TIsoDate): TCentimes | null {
  const cover: TCoverSelection = { mode: 'pack', pack: sample.pack, extras: [] };
  const input = { usage: sample.usage, period: sample.period, effectDate, cover, trailer: sample.trailer };
  try {
    return computeQuote(input, table).primeTotal;
  } catch (error) {
    if (error instanceof RuleViolation) return null;
    throw error;
  }
}

/**
 * Refuses a version that would leave a cover the catalogue sells without a price: every usage and
 * duration's basic offer, and every pack where the version extends cover. Checked at submission, so a
 * customer's quote never fails on a tariff an administrator approved.
 */
export function assertTariffSellsEverything(table: TTariffTable): void {
  const samples: TSample[] = USAGES.flatMap((usage) =>
    PERIODS.flatMap((period) => [
      { usage: usage.code, period: period.code, pack: 'BASE' as const, trailer: true },
      ...(isExtendedCoverAvailable(table, usage.code, period.code)
        ? table.extended_cover.packs.map((pack) => ({
            usage: usage.code,
            period: period.code,
            pack: pack.code,
            trailer: false,
          }))
        : []),
    ]),
  );
  const unpriced = samples.find((sample) => total(table, sample, table.effective_from) === null);
  if (unpriced) {
    throw new RuleViolation('tariff.incomplete', 422, {
      usage: unpriced.usage,
      period: unpriced.period,
      pack: unpriced.pack,
    });
  }
}

/**
 * Every usage's starting price and a sample of quotes with a version and with the version in force,
 * both computed by the engine that prices the customers' quotes. The starting prices are the offer
 * page's (`startingPrices`), for the durations still `offered`.
 */
export function previewTariff(
  version: TTariffTable,
  inForce: TTariffTable,
  offered: readonly string[],
): TTariffPreview {
  const at = version.effective_from;
  const both = (sample: TSample) => ({
    version: total(version, sample, at),
    en_vigueur: total(inForce, sample, at),
  });
  const inForceFrom = startingPrices(at, inForce, offered);
  return {
    en_vigueur: { label: inForce.version, date_effet: inForce.effective_from },
    departs: startingPrices(at, version, offered).map((price, index) => ({
      usage_Code: price.usage,
      version: price.primeTotal,
      en_vigueur: inForceFrom[index]!.primeTotal,
    })),
    exemples: SAMPLES.map((sample) => ({
      usage_Code: sample.usage,
      periode_Code: sample.period,
      pack_Code: sample.pack,
      remorque: sample.trailer,
      ...both(sample),
    })),
  };
}
