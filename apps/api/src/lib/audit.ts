import type { TActor, TActorKind, TAuditAction, TStaffActor, TSystemProcess } from '@bi/domain';
import type { TDatabase, TTransaction } from '../db/client';
import { auditLog } from '../db/schema';

/**
 * Who the journal names: every actor is one. A staff member is kept by their id alone, never their
 * offices, so a use case that acts for someone not signed in (a reset link) need not read them.
 */
export type TJournalActor = TActor | Pick<TStaffActor, 'kind' | 'userId'>;

export type TAuditEntry = {
  /** Who caused it: the customer, a staff member, or the system's process; always said. */
  actor: TJournalActor;
  action: TAuditAction;
  entityType: string;
  entityId: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  data?: Record<string, unknown>;
  requestId?: string;
};

/**
 * The actor as the journal's columns keep it: its kind, the person's id, or the system's process.
 */
function storedActor(actor: TJournalActor): {
  actor: TActorKind;
  actorUserId: string | null;
  actorProcess: TSystemProcess | null;
} {
  return actor.kind === 'system'
    ? { actor: actor.kind, actorUserId: null, actorProcess: actor.process }
    : { actor: actor.kind, actorUserId: actor.userId, actorProcess: null };
}

/** What happened, by whom, in the same transaction as the change itself. Never secrets. */
export async function audit(db: TDatabase | TTransaction, entry: TAuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    ...storedActor(entry.actor),
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    fromStatus: entry.fromStatus ?? null,
    toStatus: entry.toStatus ?? null,
    data: entry.data ?? null,
    requestId: entry.requestId ?? null,
  });
}
