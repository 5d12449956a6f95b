import type { TStaffMember, TStaffRole, TStaffActor } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { staffOffices, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { TRequestContext } from '../../lib/request-context';
import { voidLinks } from '../auth/one-time-codes';
import { revokeOtherSessions } from '../auth/session-tokens';
import { checkOfficesExist } from './check-offices';
import { findStaffUser } from './find-staff-user';
import { loadStaffMember } from './staff-members';
import { machineNow } from '../../lib/clock';

export type TStaffUpdate = { role?: TStaffRole; office_ids?: number[]; active?: boolean };

/**
 * PUT /backoffice/staff/{id}: role, offices (the set replaced) and whether the account works. A
 * switched-off account cannot sign in and its sessions end at once; switching it on again lets it sign
 * in anew. An administrator cannot demote or switch off themself (someone must stay able to undo it).
 * A clerk keeps at least one office; an administrator acts for every office and keeps none.
 */
export async function updateStaff(
  db: TDatabase,
  admin: TStaffActor,
  input: { id: string; changes: TStaffUpdate },
  context: TRequestContext,
): Promise<TStaffMember> {
  const { changes } = input;
  return db.transaction(async (tx) => {
    const user = await findStaffUser(tx, input.id, { lock: true });
    if (user.id === admin.userId && (changes.role === 'clerk' || changes.active === false)) {
      throw new AppError(409, 'backoffice.staff.notSelf');
    }
    const before = (await loadStaffMember(tx, user.id))!;
    const role = changes.role ?? before.role;
    const officeIds = role === 'admin' ? [] : [...new Set(changes.office_ids ?? before.office_ids)];
    if (role === 'clerk' && officeIds.length === 0) {
      throw new AppError(422, 'backoffice.staff.officeRequired', {}, [
        { field: 'office_ids', key: 'backoffice.staff.officeRequired' },
      ]);
    }
    await checkOfficesExist(tx, officeIds);
    const disabledAt =
      changes.active === undefined
        ? user.disabledAt
        : changes.active
          ? null
          : (user.disabledAt ?? context.now);
    await tx.update(users).set({ role, disabledAt, updatedAt: machineNow() }).where(eq(users.id, user.id));
    if (disabledAt !== null) {
      await revokeOtherSessions(tx, user.id);
      // A link sent before the switch-off must not open the account if it is switched on again.
      await voidLinks(tx, user.id);
    }
    await tx.delete(staffOffices).where(eq(staffOffices.userId, user.id));
    if (officeIds.length > 0) {
      await tx.insert(staffOffices).values(officeIds.map((officeId) => ({ userId: user.id, officeId })));
    }
    const after = (await loadStaffMember(tx, user.id))!;
    await audit(tx, {
      actor: admin,
      action: 'staff.updated',
      entityType: 'user',
      entityId: user.id,
      fromStatus: before.active ? 'active' : 'disabled',
      toStatus: after.active ? 'active' : 'disabled',
      data: {
        before: { role: before.role, officeIds: before.office_ids, active: before.active },
        after: { role: after.role, officeIds: after.office_ids, active: after.active },
      },
      requestId: context.requestId,
    });
    return after;
  });
}
