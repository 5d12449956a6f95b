import {
  addDays,
  BASIC_COVER,
  computeQuote,
  listOffers,
  PERIODS,
  SEED_TARIFF,
  selectTariff,
  todayInMorocco,
  USAGES,
  type TPackCode,
  type TQuoteInput,
} from '@bi/domain';
import { meanMicros } from './measure';

const QUOTE_CALLS = 22_000;
const QUOTE_WARM_UP = 5_000;
const OFFERS_CALLS = 5_000;
const OFFERS_WARM_UP = 500;

const TOURISM_PACKS: TPackCode[] = ['ESSENTIEL', 'CONFORT', 'SERENITE'];

/** The mix the product sees: the basic offer for every usage and duration, the packs where tourism allows them. */
function quoteInputs(effectDate: string): TQuoteInput[] {
  const basic = USAGES.flatMap((usage) =>
    PERIODS.map((period) => ({
      usage: usage.code,
      period: period.code,
      effectDate,
      cover: BASIC_COVER,
      trailer: false,
    })),
  );
  const packs = PERIODS.filter((period) => !period.periode_ParJour).flatMap((period) =>
    TOURISM_PACKS.map((pack) => ({
      usage: 'TOURISME' as const,
      period: period.code,
      effectDate,
      cover: { mode: 'pack' as const, pack, extras: [] },
      trailer: false,
    })),
  );
  return [...basic, ...packs];
}

export type TTariffResult = { quoteMicros: number; quoteCalls: number; inputs: number; offersMicros: number };

export function measureTariff(): TTariffResult {
  const effectDate = addDays(todayInMorocco(), 1);
  const inputs = quoteInputs(effectDate);
  // Summing the results keeps the optimiser from discarding calls whose answer nobody reads.
  let sink = 0;
  const versions = [SEED_TARIFF];
  // The server's own calls also pay for choosing the tariff in force among the approved versions.
  const quoteMicros = meanMicros(QUOTE_CALLS, QUOTE_WARM_UP, (index) => {
    const input = inputs[index % inputs.length]!;
    sink += computeQuote(input, selectTariff(input.effectDate, versions)).primeTotal;
  });
  const offerInput = { usage: 'TOURISME' as const, period: 'M1' as const, effectDate };
  const offersMicros = meanMicros(OFFERS_CALLS, OFFERS_WARM_UP, () => {
    sink += listOffers(offerInput, selectTariff(effectDate, versions)).packs.length;
  });
  if (!(sink > 0)) throw new Error('the tariff engine priced nothing');
  return { quoteMicros, quoteCalls: QUOTE_CALLS, inputs: inputs.length, offersMicros };
}
