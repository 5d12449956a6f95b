import { STAFF_ROLES, type TStaffMember } from '@bi/domain';
import { and, asc, inArray, sql } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { staffOffices, users } from '../../db/schema';

/**
 * A staff account is created with a password nobody knows; it has one of its own once its owner used
 * the invitation's link (or later changed it), which the audit log records for good.
 */
// Spelled out in full: drizzle leaves a lone table's columns unqualified, and audit_log has an id too.
const passwordSet = sql<boolean>`exists (
  select 1 from audit_log as changed
  where changed.entity_type = 'user' and changed.entity_id = "users"."id"::text
    and changed.action in ('user.password_reset', 'user.password_changed'))`;

/** Staff members as the administrator's list shows them: every clerk and administrator, or those ids. */
export async function loadStaffMembers(
  db: TDatabase | TTransaction,
  ids?: readonly string[],
): Promise<TStaffMember[]> {
  const rows = await db
    .select({ user: users, passwordSet })
    .from(users)
    .where(and(inArray(users.role, [...STAFF_ROLES]), ids ? inArray(users.id, [...ids]) : undefined))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
  const links = rows.length
    ? await db
        .select()
        .from(staffOffices)
        .where(
          inArray(
            staffOffices.userId,
            rows.map(({ user }) => user.id),
          ),
        )
        .orderBy(asc(staffOffices.officeId))
    : [];
  return rows.map(({ user, passwordSet }) => ({
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    role: user.role === 'admin' ? 'admin' : 'clerk',
    office_ids: links.filter((link) => link.userId === user.id).map((link) => link.officeId),
    active: user.disabledAt === null,
    invited_at: user.invitedAt?.toISOString() ?? null,
    password_set: passwordSet,
  }));
}

/** One staff member, or undefined for an unknown id or a customer's. */
export async function loadStaffMember(db: TDatabase | TTransaction, id: string) {
  const [member] = await loadStaffMembers(db, [id]);
  return member;
}
