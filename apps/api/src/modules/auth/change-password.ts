import { translate } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { deleteEvents, spendAttempt } from '../../lib/throttle';
import { notifyPasswordChanged } from './notify-password-changed';
import { hashPassword, verifyPassword } from './password-hashing';
import type { TRequestContext } from './request-context';
import { revokeOtherSessions, type TSessionUser } from './session-tokens';
import { findUserById } from './users-repository';

/** The password modal: the current password proves it is the owner; other devices are signed out. */
export async function changePassword(
  db: TDatabase,
  config: TConfig,
  sessionUser: TSessionUser,
  input: { currentPassword: string; newPassword: string },
  context: TRequestContext,
) {
  const windowMs = config.signin.lockMinutes * 60_000;
  const attempt = await spendAttempt(
    db,
    'signin_fail',
    sessionUser.email,
    config.signin.maxFailures,
    windowMs,
  );
  if (attempt.exceeded) throw new AppError(429, 'auth.tooManyAttempts', { seconds: attempt.retryInSeconds });
  const user = await findUserById(db, sessionUser.id);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError(400, 'auth.currentPasswordWrong', {}, [
      { field: 'currentPassword', key: 'auth.currentPasswordWrong' },
    ]);
  }
  await deleteEvents(db, [attempt.id]);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokeOtherSessions(tx, user.id, sessionUser.sessionId);
    await audit(tx, {
      actorUserId: user.id,
      action: 'user.password_changed',
      entityType: 'user',
      entityId: user.id,
      requestId: context.requestId,
    });
    await notifyPasswordChanged(tx, user);
  });
  return { ok: true as const, message: translate(context.language, 'auth.passwordChanged') };
}
