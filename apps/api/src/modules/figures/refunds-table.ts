import { translate, type TLanguage } from '@bi/domain';
import { csvAmount } from './csv';
import type { TRefundLine } from './refund-lines';

const AMOUNTS = ['net', 'tax', 'solidarity', 'fgac', 'stamp', 'total'] as const;
export type TDeclaredAmounts = Record<(typeof AMOUNTS)[number], number>;

/** The contract's status a refund's reason leaves it in: the words the contracts' table uses. */
const SHOWN = { cancellation: 'cancelled', termination: 'terminated', withdrawal: 'withdrawn' } as const;

/** What the refunds give back of each part, summed from their lines: exact in centimes. */
export const refundSums = (lines: readonly TRefundLine[]): TDeclaredAmounts => {
  const sum = (name: (typeof AMOUNTS)[number]) => lines.reduce((total, line) => total + line[name], 0);
  return {
    net: sum('net'),
    tax: sum('tax'),
    solidarity: sum('solidarity'),
    fgac: sum('fgac'),
    stamp: sum('stamp'),
    total: sum('total'),
  };
};

/**
 * The refunds behind a declaration: a header, one line per refund made with its parts, and the totals
 * line (the refunds' column of the declaration). The contract's payment date tells a refund of an
 * earlier month's contract from one of the month's.
 */
export function refundsTable(lines: readonly TRefundLine[], language: TLanguage) {
  const word = (key: Parameters<typeof translate>[1]) => translate(language, key);
  const sums = refundSums(lines);
  return [
    [
      word('figures.csv.contract'),
      word('figures.csv.certificate'),
      word('figures.csv.paidOn'),
      word('figures.csv.refundedOn'),
      word('figures.csv.office'),
      word('figures.csv.refundReason'),
      word('figures.csv.refundReference'),
      word('figures.csv.refundNet'),
      word('figures.csv.refundTax'),
      word('figures.csv.refundSolidarity'),
      word('figures.csv.refundFgac'),
      word('figures.csv.refundStamp'),
      word('figures.csv.refund'),
    ],
    ...lines.map((line) => [
      line.code,
      line.certificate,
      line.paidOn,
      line.refundedOn,
      line.office,
      word(`figures.csv.statuses.${SHOWN[line.reason]}`),
      line.reference,
      ...AMOUNTS.map((name) => csvAmount(line[name])),
    ]),
    [
      translate(language, 'figures.csv.refundsTotalLine', { count: lines.length }),
      ...Array.from({ length: 6 }, () => ''),
      ...AMOUNTS.map((name) => csvAmount(sums[name])),
    ],
  ];
}
