import { amountToCentimes, translate, type TLanguage, type TPremiumTotals } from '@bi/domain';
import type { TContractLine } from './contract-lines';
import { csvAmount } from './csv';

const AMOUNTS = ['net', 'tax', 'solidarity', 'fgac', 'stamp', 'total'] as const;
/** A refund's columns: its amount, then what of it was net premium, each tax and the stamp. */
const REFUND_AMOUNTS = ['total', 'net', 'tax', 'solidarity', 'fgac', 'stamp'] as const;

/** The refunds' columns of a line (empty without a refund), and of the totals line (the lines' sums, exact in centimes). */
const refundCells = (refund: TContractLine['refund']) =>
  REFUND_AMOUNTS.map((name) => (refund ? csvAmount(refund[name]) : ''));
const refundTotals = (lines: readonly TContractLine[]) =>
  REFUND_AMOUNTS.map((name) => csvAmount(lines.reduce((sum, line) => sum + (line.refund?.[name] ?? 0), 0)));

/** The totals the database summed, back to centimes for the file (they travelled as MAD with two decimals). */
const totalsInCentimes = (totals: TPremiumTotals) =>
  AMOUNTS.map((name) => csvAmount(amountToCentimes(totals[name])));

/**
 * The contracts' block of an export: a header, one line per contract, and the totals line the database
 * summed (which the lines add up to, to the centime). A cancelled, withdrawn or terminated contract's
 * refund follows, split into the parts of its price (the tax credit), summed from the lines.
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
      word('figures.csv.refund'),
      word('figures.csv.refundNet'),
      word('figures.csv.refundTax'),
      word('figures.csv.refundSolidarity'),
      word('figures.csv.refundFgac'),
      word('figures.csv.refundStamp'),
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
      ...refundCells(line.refund),
    ]),
    [
      translate(language, 'figures.csv.totalLine', { count: totals.contracts }),
      ...Array.from({ length: 8 }, () => ''),
      ...totalsInCentimes(totals),
      ...refundTotals(lines),
    ],
  ];
}
