import { monthPeriod, translate, type TDeclarationQuery, type TStaffScope } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import type { TRequestContext } from '../../lib/request-context';
import { contractLines } from './contract-lines';
import { contractsTable, totalsInCentimes } from './contracts-table';
import { toCsv } from './csv';
import { auditExport } from './export-audit';
import { figuresScope } from './figures-scope';
import { officeLabel } from './office-label';
import { totalsBlock } from './premium-blocks';

/**
 * GET /backoffice/figures/declaration.csv: the month's figures to declare (premiums, the 14 % tax, each
 * contribution, the stamps), then the contracts behind them, the same lines as the contracts' export.
 * The contracts are those paid in the month (decision 054); cancelled ones stay, with their status, as
 * their refunds are movements of their own month.
 */
export async function exportDeclaration(
  db: TDatabase,
  admin: TStaffScope & { id: string },
  query: TDeclarationQuery,
  context: TRequestContext,
) {
  const scope = figuresScope({ ...monthPeriod(query.month), office: query.office }, context.today, admin);
  const { language } = context;
  const word = (key: Parameters<typeof translate>[1]) => translate(language, key);
  const [lines, totals, office] = await Promise.all([
    contractLines(db, scope, language),
    totalsBlock(db, scope),
    officeLabel(db, scope.office, language),
  ]);
  await auditExport(db, { adminId: admin.id, kind: 'declaration', scope, contracts: lines.length }, context);
  const [net, tax, solidarity, fgac, stamp, total] = totalsInCentimes(totals);
  return {
    filename: `declaration-${query.month}${scope.office === null ? '' : `-bureau-${scope.office}`}.csv`,
    body: toCsv([
      [word('figures.csv.declaration')],
      [word('figures.csv.month'), query.month],
      [word('figures.csv.period'), `${scope.from} – ${scope.to}`],
      [word('figures.csv.office'), office],
      [word('figures.csv.contracts'), String(totals.contracts)],
      [word('figures.csv.netPremiums'), net],
      [word('figures.csv.taxes'), tax],
      [word('figures.csv.solidarityTotal'), solidarity],
      [word('figures.csv.fgacTotal'), fgac],
      [word('figures.csv.stampTotal'), stamp],
      [word('figures.csv.premiumsTotal'), total],
      [],
      [word('figures.csv.contractsBehind')],
      ...contractsTable(lines, totals, language),
    ]),
  };
}
