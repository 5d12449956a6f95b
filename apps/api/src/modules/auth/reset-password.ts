import { translate } from '@bi/domain';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { consumeCode } from './one-time-codes';
import { replacePassword } from './replace-password';
import type { TRequestContext } from '../../lib/request-context';
import { findUserById } from './users-repository';
import { isUuid } from '../../lib/uuid';

export const INVITE_PREFIX = 'invite.';

/**
 * /auth/reset: the link's secret is spent, the password replaced, and every session ended. A staff
 * invitation's link (`invite.<user id>.<secret>`) sets the first password the same way.
 */
export async function resetPassword(
  db: TDatabase,
  config: TConfig,
  input: { token: string; newPassword: string },
  context: TRequestContext,
) {
  const invitation = input.token.startsWith(INVITE_PREFIX);
  const [userId = '', secret = ''] = input.token.slice(invitation ? INVITE_PREFIX.length : 0).split('.');
  const user = isUuid(userId) ? await findUserById(db, userId) : undefined;
  if (!user || !secret) throw new AppError(400, 'auth.resetInvalid');
  const purpose = invitation ? 'staff_invite' : 'password_reset';
  await consumeCode(db, config, { target: user.id, purpose, code: secret });
  await replacePassword(db, user, input.newPassword, {
    action: 'user.password_reset',
    requestId: context.requestId,
  });
  return { ok: true as const, message: translate(context.language, 'auth.passwordReset') };
}
