import type { TFiguresQuery, TLanguage, TStaffActor } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import type { TRequestContext } from '../../lib/request-context';
import { auditExport } from './export-audit';
import { contractLines } from './contract-lines';
import { contractsTable } from './contracts-table';
import { toCsv } from './csv';
import { figuresScope } from './figures-scope';
import { totalsBlock } from './premium-blocks';

/**
 * GET /backoffice/figures/contracts.csv: one line per contract sold in the period (an office's or all),
 * with its price as stored and a totals line. The file holds contract data, so each export is a line
 * of the journal (law 09-08).
 */
export async function exportContracts(
  db: TDatabase,
  admin: TStaffActor,
  query: TFiguresQuery,
  context: TRequestContext,
) {
  const scope = figuresScope(query, context.today, admin);
  const language: TLanguage = context.language;
  const [lines, totals] = await Promise.all([contractLines(db, scope, language), totalsBlock(db, scope)]);
  await auditExport(db, { admin, kind: 'contracts', scope, contracts: lines.length }, context);
  const office = scope.office === null ? '' : `-bureau-${scope.office}`;
  return {
    filename: `contrats-${scope.from}-${scope.to}${office}.csv`,
    body: toCsv(contractsTable(lines, totals, language)),
  };
}
