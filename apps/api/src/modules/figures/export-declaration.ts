import {
  amountToCentimes,
  monthPeriod,
  translate,
  type TDeclarationQuery,
  type TPremiumTotals,
  type TStaffActor,
} from '@bi/domain';
import type { TDatabase } from '../../db/client';
import type { TRequestContext } from '../../lib/request-context';
import { contractLines } from './contract-lines';
import { contractsTable } from './contracts-table';
import { csvAmount, toCsv } from './csv';
import { auditExport } from './export-audit';
import { figuresScope } from './figures-scope';
import { officeLabel } from './office-label';
import { totalsBlock } from './premium-blocks';
import { refundLines } from './refund-lines';
import { refundSums, refundsTable, type TDeclaredAmounts } from './refunds-table';

/** The declaration's lines, each a part of the price, in the order of a quote's breakdown. */
const FIGURES = [
  ['net', 'figures.csv.netPremiums'],
  ['tax', 'figures.csv.taxes'],
  ['solidarity', 'figures.csv.solidarityTotal'],
  ['fgac', 'figures.csv.fgacTotal'],
  ['stamp', 'figures.csv.stampTotal'],
  ['total', 'figures.csv.premiumsTotal'],
] as const;

/** The totals the database summed, back to centimes (they travelled as MAD with two decimals). */
const grossOf = (totals: TPremiumTotals): TDeclaredAmounts => ({
  net: amountToCentimes(totals.net),
  tax: amountToCentimes(totals.tax),
  solidarity: amountToCentimes(totals.solidarity),
  fgac: amountToCentimes(totals.fgac),
  stamp: amountToCentimes(totals.stamp),
  total: amountToCentimes(totals.total),
});

/**
 * GET /backoffice/figures/declaration.csv: the month's movements (decision 054). Three columns: the
 * contracts paid in the month (premiums, the tax on insurance contracts, each contribution, the stamps), the refunds made
 * in the month whatever month their contract was paid (each part given back, `refundParts`), and the
 * net to declare, the first less the second, to the centime. Then the contracts behind the first column
 * (the contracts' export's lines) and the refunds behind the second, one line each.
 */
export async function exportDeclaration(
  db: TDatabase,
  admin: TStaffActor,
  query: TDeclarationQuery,
  context: TRequestContext,
) {
  const scope = figuresScope({ ...monthPeriod(query.month), office: query.office }, context.today, admin);
  const { language } = context;
  const word = (key: Parameters<typeof translate>[1]) => translate(language, key);
  const [lines, totals, refunds, office] = await Promise.all([
    contractLines(db, scope, language),
    totalsBlock(db, scope),
    refundLines(db, scope, language),
    officeLabel(db, scope.office, language),
  ]);
  await auditExport(
    db,
    { admin, kind: 'declaration', scope, contracts: lines.length, refunds: refunds.length },
    context,
  );
  const gross = grossOf(totals);
  const refunded = refundSums(refunds);
  return {
    filename: `declaration-${query.month}${scope.office === null ? '' : `-bureau-${scope.office}`}.csv`,
    body: toCsv([
      [word('figures.csv.declaration')],
      [word('figures.csv.month'), query.month],
      [word('figures.csv.period'), `${scope.from} – ${scope.to}`],
      [word('figures.csv.office'), office],
      [],
      [
        '',
        word('figures.csv.declaredGross'),
        word('figures.csv.declaredRefunds'),
        word('figures.csv.declaredNet'),
      ],
      [word('figures.csv.contracts'), String(totals.contracts), String(refunds.length), ''],
      ...FIGURES.map(([name, label]) => [
        word(label),
        csvAmount(gross[name]),
        csvAmount(refunded[name]),
        csvAmount(gross[name] - refunded[name]),
      ]),
      [],
      [word('figures.csv.contractsBehind')],
      ...contractsTable(lines, totals, language),
      [],
      [word('figures.csv.refundsBehind')],
      ...refundsTable(refunds, language),
    ]),
  };
}
