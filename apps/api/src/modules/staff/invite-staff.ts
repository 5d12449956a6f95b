import type { TInviteStaffBody, TStaffMember, TStaffActor } from '@bi/domain';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/database-error';
import type { TRequestContext } from '../../lib/request-context';
import { findUserByEmail } from '../auth/users-repository';
import { checkOfficesExist } from './check-offices';
import { createStaffAccount } from './create-staff-account';
import { sendInvitation } from './send-invitation';
import { loadStaffMember } from './staff-members';

/**
 * POST /backoffice/staff: an administrator opens a clerk's or another administrator's account and
 * mails them the set-password link. An address that already signs in (a customer, a staff member) is
 * refused: a role is changed from the list, never by inviting again. The account and its audit line
 * are written together; the invitation follows in its own transaction (the one-time code's), and an
 * administrator can send it again if it failed.
 */
export async function inviteStaff(
  db: TDatabase,
  config: TConfig,
  admin: TStaffActor,
  body: TInviteStaffBody,
  context: TRequestContext,
): Promise<TStaffMember> {
  const existing = await findUserByEmail(db, body.email);
  if (existing) {
    throw new AppError(
      409,
      existing.role === 'customer' ? 'backoffice.staff.emailTaken' : 'backoffice.staff.alreadyStaff',
    );
  }
  const officeIds = body.role === 'clerk' ? [...new Set(body.office_ids)] : [];
  await checkOfficesExist(db, officeIds);
  const user = await db
    .transaction(async (tx) => {
      const created = await createStaffAccount(tx, {
        email: body.email,
        firstName: body.first_name,
        lastName: body.last_name,
        role: body.role,
        officeIds,
        language: body.language,
      });
      await audit(tx, {
        actor: admin,
        action: 'staff.invited',
        entityType: 'user',
        entityId: created.id,
        data: { email: created.email, role: body.role, officeIds },
        requestId: context.requestId,
      });
      return created;
    })
    .catch((error: unknown) => {
      // The same address invited twice at once: the second meets the first's row.
      if (isUniqueViolation(error)) throw new AppError(409, 'backoffice.staff.alreadyStaff');
      throw error;
    });
  await sendInvitation(db, config, user, { ip: context.ip });
  return (await loadStaffMember(db, user.id))!;
}
