import { translate } from '@bi/domain';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { deleteEvents, spendAttempt } from '../../lib/throttle';
import { verifyPassword } from './password-hashing';
import { replacePassword } from './replace-password';
import type { TRequestContext } from '../../lib/request-context';
import type { TSessionUser } from './session-tokens';
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
  await replacePassword(db, user, input.newPassword, {
    action: 'user.password_changed',
    keepSessionId: sessionUser.sessionId,
    requestId: context.requestId,
  });
  return { ok: true as const, message: translate(context.language, 'auth.passwordChanged') };
}
