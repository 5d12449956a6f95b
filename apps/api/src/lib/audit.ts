import type { TDatabase, TTransaction } from '../db/client';
import { auditLog } from '../db/schema';

export type TAuditEntry = {
  actorUserId: string | null;
  action: string;
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
