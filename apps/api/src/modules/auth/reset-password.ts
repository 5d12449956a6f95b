import { translate } from '@bi/domain';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { consumeCode } from './one-time-codes';
import { replacePassword } from './replace-password';
import type { TRequestContext } from '../../lib/request-context';
import { findUserById } from './users-repository';
import { isUuid } from '../../lib/uuid';

/** /auth/reset: the link's secret is spent, the password replaced, and every session ended. */
export async function resetPassword(
  db: TDatabase,
  config: TConfig,
  input: { token: string; newPassword: string },
  context: TRequestContext,
) {
  const [userId = '', secret = ''] = input.token.split('.');
  const user = isUuid(userId) ? await findUserById(db, userId) : undefined;
  if (!user || !secret) throw new AppError(400, 'auth.resetInvalid');
  await consumeCode(db, config, { target: user.id, purpose: 'password_reset', code: secret });
  await replacePassword(db, user, input.newPassword, {
    action: 'user.password_reset',
    requestId: context.requestId,
  });
  return { ok: true as const, message: translate(context.language, 'auth.passwordReset') };
}
