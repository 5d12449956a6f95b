import type { TStaffMember, TStaffActor } from '@bi/domain';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { TRequestContext } from '../../lib/request-context';
import { findStaffUser } from './find-staff-user';
import { sendInvitation } from './send-invitation';
import { loadStaffMember } from './staff-members';

/**
 * POST /backoffice/staff/{id}/invite: a fresh set-password link, which voids the previous one (an
 * expired or lost invitation, or a forgotten password). Sends keep the codes' 60 s spacing: a second
 * click within it is a 429. A switched-off account gets none (409).
 */
export async function reinviteStaff(
  db: TDatabase,
  config: TConfig,
  admin: TStaffActor,
  id: string,
  context: TRequestContext,
): Promise<TStaffMember> {
  const user = await findStaffUser(db, id);
  // Its link could set no password (a switched-off account's reset is refused): switched on first.
  if (user.disabledAt) throw new AppError(409, 'backoffice.staff.switchedOff');
  await sendInvitation(db, config, user, { ip: context.ip });
  await audit(db, {
    actor: admin,
    action: 'staff.reinvited',
    entityType: 'user',
    entityId: user.id,
    requestId: context.requestId,
  });
  return (await loadStaffMember(db, user.id))!;
}
