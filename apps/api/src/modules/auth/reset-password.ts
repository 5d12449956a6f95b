import { isStaff, translate, type TResetPasswordAnswer } from '@bi/domain';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { consumeCode } from './one-time-codes';
import { parseResetLink } from './reset-link';
import { replacePassword } from './replace-password';
import type { TRequestContext } from '../../lib/request-context';
import { findUserById } from './users-repository';

/**
 * /auth/reset: the link's secret is spent, the password replaced, and every session ended. A staff
 * invitation's link (`invite.<user id>.<secret>`) sets the first password the same way.
 */
export async function resetPassword(
  db: TDatabase,
  config: TConfig,
  input: { token: string; newPassword: string },
  context: TRequestContext,
): Promise<TResetPasswordAnswer> {
  const link = parseResetLink(input.token);
  const user = link ? await findUserById(db, link.userId) : undefined;
  // A switched-off account's links were voided with it; refused here too, as a link the account lacks.
  if (!link || !user || user.disabledAt) throw new AppError(400, 'auth.resetInvalid');
  await consumeCode(db, config, { target: user.id, purpose: link.purpose, code: link.secret });
  await replacePassword(db, user, input.newPassword, {
    action: 'user.password_reset',
    requestId: context.requestId,
  });
  return {
    ok: true as const,
    message: translate(context.language, 'auth.passwordReset'),
    email: user.email,
    staff: isStaff(user.role),
  };
}
