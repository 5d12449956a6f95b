import { translate } from '@bi/domain';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { enqueue } from '../notifications/enqueue';
import { issueCode } from './one-time-codes';
import type { TRequestContext } from './request-context';
import { findUserByEmail } from './users-repository';

/** The link carries the account and a single-use secret: `/auth/reset?token=<user id>.<secret>`. */
export const resetToken = (userId: string, secret: string) => `${userId}.${secret}`;

/**
 * Mails a single-use, short-lived reset link. The answer is the same whether the account exists or
 * not, and whether a link was just sent, so it tells nothing about who is registered.
 */
export async function forgotPassword(
  db: TDatabase,
  config: TConfig,
  email: string,
  context: TRequestContext,
) {
  const answer = { ok: true as const, message: translate(context.language, 'auth.forgotSent') };
  const user = await findUserByEmail(db, email);
  if (!user) return answer;
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
          params: {
            minutes,
            link: `${config.publicUrl}/auth/reset?token=${encodeURIComponent(resetToken(user.id, secret))}`,
          },
        }),
    );
  } catch (error) {
    if (!(error instanceof AppError && error.status === 429)) throw error;
  }
  return answer;
}
