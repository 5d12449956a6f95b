import type { TAuditAction, TReferenceList, TStaffActor } from '@bi/domain';
import type { TTransaction } from '../../db/client';
import { audit } from '../../lib/audit';
import type { TRequestContext } from '../../lib/request-context';

/** The audit log's entity type of each list's items. */
const ENTITY_TYPES = { countries: 'country', cities: 'city', makes: 'make', periods: 'period' } as const;

/** One line per change an administrator makes to a reference list, with the item before and after. */
export async function auditReference<T extends object>(
  tx: TTransaction,
  change: {
    admin: TStaffActor;
    list: TReferenceList;
    id: number;
    verb: 'created' | 'updated' | 'switched_on' | 'switched_off';
    before: T | null;
    after: T;
  },
  context: TRequestContext,
) {
  const entityType = ENTITY_TYPES[change.list];
  await audit(tx, {
    actor: change.admin,
    action: `${entityType}.${change.verb}` as TAuditAction,
    entityType,
    entityId: String(change.id),
    data: { before: change.before, after: change.after },
    requestId: context.requestId,
  });
}
