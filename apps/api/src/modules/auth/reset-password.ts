import { translate } from '@bi/domain';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { consumeCode } from './one-time-codes';
import { replacePassword } from './replace-password';
import type { TRequestContext } from '../../lib/request-context';
import { findUserById } from './users-repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /auth/reset: the link's secret is spent, the password replaced, and every session ended. */
export async function resetPassword(
  db: TDatabase,
  config: TConfig,
  input: { token: string; newPassword: string },
  context: TRequestContext,
) {
  const [userId = '', secret = ''] = input.token.split('.');
  const user = UUID.test(userId) ? await findUserById(db, userId) : undefined;
  if (!user || !secret) throw new AppError(400, 'auth.resetInvalid');
  await consumeCode(db, config, { target: user.id, purpose: 'password_reset', code: secret });
  await replacePassword(db, user, input.newPassword, {
    action: 'user.password_reset',
    requestId: context.requestId,
  });
  return { ok: true as const, message: translate(context.language, 'auth.passwordReset') };
}
