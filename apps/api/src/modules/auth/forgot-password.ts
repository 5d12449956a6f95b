import { translate } from '@bi/domain';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { enqueue } from '../notifications/enqueue';
import { issueCode } from './one-time-codes';
import type { TRequestContext } from '../../lib/request-context';
import { findUserByEmail } from './users-repository';

/** The link carries the account and a single-use secret: `/auth/reset#token=<user id>.<secret>`. */
export const resetToken = (userId: string, secret: string) => `${userId}.${secret}`;

async function sendResetLink(db: TDatabase, config: TConfig, email: string, context: TRequestContext) {
  const user = await findUserByEmail(db, email);
  // A switched-off account is treated as unknown: a password set now would open it once switched on.
  if (!user || user.disabledAt) return;
  try {
    await issueCode(
      db,
      config,
      { channel: 'email', target: user.id, purpose: 'password_reset', ip: context.ip },
      (tx, secret, minutes) =>
        enqueue(tx, {
          channel: 'email',
          to: user.email,
          language: user.language,
          template: 'password_reset',
          // After '#': the token never travels to a server, so no request log can hold it.
          params: {
            minutes,
            link: `${config.publicUrl}/auth/reset#token=${encodeURIComponent(resetToken(user.id, secret))}`,
          },
        }),
    );
  } catch (error) {
    // A link was sent moments ago or the hourly cap is reached: the customer already has one.
    if (!(error instanceof AppError && error.status === 429)) throw error;
  }
}

/**
 * Mails a single-use, short-lived reset link. The answer is the same whether the account exists or
 * not, and is given before the work is done, so neither its content nor its timing tells who is
 * registered.
 */
export function forgotPassword(
  db: TDatabase,
  config: TConfig,
  email: string,
  context: TRequestContext,
  runInBackground: (what: string, task: () => Promise<unknown>) => void,
) {
  runInBackground('reset link', () => sendResetLink(db, config, email, context));
  return { ok: true as const, message: translate(context.language, 'auth.forgotSent') };
}
