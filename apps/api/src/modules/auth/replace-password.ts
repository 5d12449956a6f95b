import { customerActor, isStaff } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { notifyPasswordChanged } from './notify-password-changed';
import { hashPassword } from './password-hashing';
import { revokeOtherSessions } from './session-tokens';
import type { TUserRow } from './users-repository';
import { machineNow } from '../../lib/clock';

/**
 * A new password, whether changed or reset: stored hashed, every other session ended (all of them when
 * no session is kept), recorded, and the owner told by mail — together or not at all.
 */
export async function replacePassword(
  db: TDatabase,
  user: TUserRow,
  newPassword: string,
  how: { action: 'user.password_changed' | 'user.password_reset'; keepSessionId?: string; requestId: string },
): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: machineNow() }).where(eq(users.id, user.id));
    await revokeOtherSessions(tx, user.id, how.keepSessionId);
    await audit(tx, {
      // A clerk setting the password of an invitation is staff in the journal, not a customer.
      actor: isStaff(user.role) ? { kind: 'staff', userId: user.id } : customerActor(user.id),
      action: how.action,
      entityType: 'user',
      entityId: user.id,
      requestId: how.requestId,
    });
    await notifyPasswordChanged(tx, user);
  });
}
