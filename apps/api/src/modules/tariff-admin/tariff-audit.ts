import type { TAuditAction, TTariffVersionStatus, TStaffActor } from '@bi/domain';
import type { TTransaction } from '../../db/client';
import { audit } from '../../lib/audit';
import type { TRequestContext } from '../../lib/request-context';
import type { TTariffVersionRow } from '../tariffs/tariff-version-rows';

/** One line per move of a tariff version, in the move's transaction, naming the version as the console does. */
export async function auditTariffVersion(
  tx: TTransaction,
  change: {
    admin: TStaffActor;
    action: TAuditAction;
    from: TTariffVersionStatus | null;
    version: TTariffVersionRow;
    data?: Record<string, unknown>;
  },
  context: TRequestContext,
) {
  const { version } = change;
  await audit(tx, {
    actor: change.admin,
    action: change.action,
    entityType: 'tariff_version',
    entityId: version.id,
    fromStatus: change.from,
    toStatus: version.status,
    data: {
      number: version.number,
      label: version.label,
      effective_from: version.effectiveFrom,
      ...change.data,
    },
    requestId: context.requestId,
  });
}
