import type { TActor, TAuditAction } from '@bi/domain';
import type { TDatabase, TTransaction } from '../db/client';
import { auditLog } from '../db/schema';

export type TAuditEntry = {
  /** Who caused it: the customer, the system (a job, a provider's callback) or staff; always said. */
  actor: TActor;
  actorUserId: string | null;
  action: TAuditAction;
  entityType: string;
  entityId: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  data?: Record<string, unknown>;
  requestId?: string;
};

/** What happened, by whom, in the same transaction as the change itself. Never secrets. */
export async function audit(db: TDatabase | TTransaction, entry: TAuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actor: entry.actor,
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    fromStatus: entry.fromStatus ?? null,
    toStatus: entry.toStatus ?? null,
    data: entry.data ?? null,
    requestId: entry.requestId ?? null,
  });
}
