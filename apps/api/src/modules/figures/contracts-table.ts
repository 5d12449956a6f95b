import { amountToCentimes, translate, type TLanguage, type TPremiumTotals } from '@bi/domain';
import type { TContractLine } from './contract-lines';
import { csvAmount } from './csv';

const AMOUNTS = ['net', 'tax', 'solidarity', 'fgac', 'stamp', 'total'] as const;

/** The totals the database summed, back to centimes for the file (they travelled as MAD with two decimals). */
export const totalsInCentimes = (totals: TPremiumTotals) =>
  AMOUNTS.map((name) => csvAmount(amountToCentimes(totals[name])));

/**
 * The contracts' block of an export: a header, one line per contract, and the totals line the database
 * summed (which the lines add up to, to the centime).
 */
export function contractsTable(lines: readonly TContractLine[], totals: TPremiumTotals, language: TLanguage) {
  const word = (key: Parameters<typeof translate>[1]) => translate(language, key);
  return [
    [
      word('figures.csv.contract'),
      word('figures.csv.certificate'),
      word('figures.csv.paidOn'),
      word('figures.csv.effectDate'),
      word('figures.csv.endDate'),
      word('figures.csv.usage'),
      word('figures.csv.duration'),
      word('figures.csv.office'),
      word('figures.csv.status'),
      word('figures.csv.net'),
      word('figures.csv.tax'),
      word('figures.csv.solidarity'),
      word('figures.csv.fgac'),
      word('figures.csv.stamp'),
      word('figures.csv.total'),
    ],
    ...lines.map((line) => [
      line.code,
      line.certificate,
      line.paidOn,
      line.effectDate,
      line.endDate,
      line.usage,
      line.duration,
      line.office,
      word(`figures.csv.statuses.${line.status}`),
      ...AMOUNTS.map((name) => csvAmount(line[name])),
    ]),
    [
      translate(language, 'figures.csv.totalLine', { count: totals.contracts }),
      ...Array.from({ length: 8 }, () => ''),
      ...totalsInCentimes(totals),
    ],
  ];
}
