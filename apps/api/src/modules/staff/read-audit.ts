import { addDays, AUTHORITY_LOOKUP_ACTIONS, VIEW_ACTIONS, type TStaffActor } from '@bi/domain';
import { and, count, desc, eq, gte, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { auditLog, refunds, terminationRequests, users } from '../../db/schema';
import { startOfDayInMorocco } from '../../lib/morocco-day';
import { isUuid } from '../../lib/uuid';
import { findSubscriptionIdNamed } from '../subscriptions/subscription-scope';
import { auditLabels, labelOf, personName } from './audit-labels';

export type TAuditFilter = {
  subscription?: string;
  staff?: string;
  from?: string;
  to?: string;
  document_views: 'hidden' | 'shown';
  authority_lookups: 'shown' | 'hidden' | 'only';
  $top: number;
  $skip: number;
};

/** A user named by their id or their e-mail (any case); null when there is none. */
async function userIdOf(db: TDatabase, idOrEmail: string): Promise<string | null> {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      isUuid(idOrEmail) ? eq(users.id, idOrEmail) : sql`lower(${users.email}) = lower(${idOrEmail.trim()})`,
    );
  return found?.id ?? null;
}

/** The lines about a subscription: its own, and those of its termination request and refund. */
const aboutSubscription = (id: string) => sql`(${auditLog.entityId} = ${id}
  or (${auditLog.entityType} = 'termination_request' and ${auditLog.entityId} in
    (select ${terminationRequests.id}::text from ${terminationRequests} where ${terminationRequests.subscriptionId} = ${id}))
  or (${auditLog.entityType} = 'refund' and ${auditLog.entityId} in
    (select ${refunds.id}::text from ${refunds} where ${refunds.subscriptionId} = ${id})))`;

/**
 * The lines of a staff member's story: what they did, and what was done to their account (invited,
 * offices or role changed, switched off). One filter for both (decision 055): who asks about a person
 * asks about both, and each line says who acted and on whom.
 */
const aboutStaff = (id: string) =>
  or(eq(auditLog.actorUserId, id), and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, id)));

/**
 * GET /backoffice/audit: the audit log, newest first, by page, narrowed to a subscription (id or code),
 * a staff member (id or e-mail: what they did and what was done to them), days in Morocco and the
 * authorities' lookups (alone or left out, they come by the hundred a day), with the
 * actor's e-mail and name and what each line is about, named (a contract's code, a person's name).
 */
export async function readAudit(db: TDatabase, admin: TStaffActor, filter: TAuditFilter) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.subscription !== undefined) {
    // A subscription unknown to the caller finds nothing, as an unknown one does.
    const id = await findSubscriptionIdNamed(db, admin, filter.subscription);
    if (id === null) return { count: 0, value: [] };
    conditions.push(aboutSubscription(id));
  }
  if (filter.staff !== undefined) {
    const id = await userIdOf(db, filter.staff);
    if (id === null) return { count: 0, value: [] };
    conditions.push(aboutStaff(id));
  }
  // Views are left out in the query itself, so that counts and pages stay true.
  if (filter.document_views === 'hidden') conditions.push(notInArray(auditLog.action, [...VIEW_ACTIONS]));
  if (filter.authority_lookups === 'hidden')
    conditions.push(notInArray(auditLog.action, [...AUTHORITY_LOOKUP_ACTIONS]));
  if (filter.authority_lookups === 'only')
    conditions.push(inArray(auditLog.action, [...AUTHORITY_LOOKUP_ACTIONS]));
  if (filter.from) conditions.push(gte(auditLog.at, startOfDayInMorocco(filter.from)));
  if (filter.to) conditions.push(lt(auditLog.at, startOfDayInMorocco(addDays(filter.to, 1))));
  const where = and(...conditions);
  const [[total], rows] = await Promise.all([
    db.select({ value: count() }).from(auditLog).where(where),
    db
      .select({
        line: auditLog,
        actor: { email: users.email, firstName: users.firstName, lastName: users.lastName },
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(filter.$top)
      .offset(filter.$skip),
  ]);
  const labels = await auditLabels(
    db,
    rows.map(({ line }) => line),
  );
  return {
    count: total?.value ?? 0,
    value: rows.map(({ line, actor }) => ({
      at: line.at.toISOString(),
      actor: line.actor,
      actor_process: line.actorProcess,
      actor_email: actor?.email ?? null,
      actor_name: actor ? personName(actor) : null,
      action: line.action,
      entity_type: line.entityType,
      entity_id: line.entityId,
      entity_label: labelOf(labels, line),
      from_status: line.fromStatus,
      to_status: line.toStatus,
      data: isRecord(line.data) ? line.data : null,
    })),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
