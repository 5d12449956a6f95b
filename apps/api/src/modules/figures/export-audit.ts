import type { TStaffActor } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { audit } from '../../lib/audit';
import type { TRequestContext } from '../../lib/request-context';
import type { TFiguresScope } from './figures-scope';

/** Who exported which contracts' figures, and how many lines the file held (a declaration's refunds too). */
export async function auditExport(
  db: TDatabase,
  exported: {
    admin: TStaffActor;
    kind: 'contracts' | 'declaration';
    scope: TFiguresScope;
    contracts: number;
    refunds?: number;
  },
  context: TRequestContext,
) {
  const { scope } = exported;
  await audit(db, {
    actor: exported.admin,
    action: 'figures.exported',
    entityType: 'figures',
    entityId: `${exported.kind}:${scope.from}..${scope.to}`,
    data: {
      kind: exported.kind,
      from: scope.from,
      to: scope.to,
      office: scope.office,
      contracts: exported.contracts,
      ...(exported.refunds === undefined ? {} : { refunds: exported.refunds }),
    },
    requestId: context.requestId,
  });
}
