import { INVITE_TOKEN_PREFIX, type TLanguage, type TStaffRole } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { issueCode } from '../auth/one-time-codes';
import { displayName, type TUserRow } from '../auth/users-repository';
import { enqueue } from '../notifications/enqueue';
import { machineNow } from '../../lib/clock';

const ROLE_NAMES: Record<TLanguage, Record<TStaffRole, string>> = {
  fr: { clerk: 'agent de bureau', admin: 'administrateur' },
  en: { clerk: 'office clerk', admin: 'administrator' },
  ar: { clerk: 'موظف مكتب', admin: 'مسؤول' },
};

/**
 * Mails a staff member the link that sets their password (`/auth/reset#token=invite.<id>.<secret>`),
 * valid STAFF_INVITE_TTL_HOURS, once; a new invitation voids the previous link. Answers the link, which
 * the first administrator's command prints for a machine without mail.
 */
export async function sendInvitation(
  db: TDatabase,
  config: TConfig,
  user: TUserRow,
  client: { ip: string },
): Promise<string> {
  const role: TStaffRole = user.role === 'admin' ? 'admin' : 'clerk';
  let link = '';
  await issueCode(
    db,
    config,
    { channel: 'email', target: user.id, purpose: 'staff_invite', ip: client.ip },
    async (tx, secret) => {
      const token = `${INVITE_TOKEN_PREFIX}${user.id}.${secret}`;
      link = `${config.publicUrl}/auth/reset#token=${encodeURIComponent(token)}`;
      await tx.update(users).set({ invitedAt: machineNow() }).where(eq(users.id, user.id));
      await enqueue(tx, {
        channel: 'email',
        to: user.email,
        language: user.language,
        template: 'staff_invite',
        params: {
          name: displayName(user),
          role: ROLE_NAMES[user.language][role],
          hours: config.staffInviteTtlHours,
          email: user.email,
          link,
        },
      });
    },
  );
  return link;
}
