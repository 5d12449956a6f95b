import { MAIL_CODE_LENGTH, RESEND_DELAY_SECONDS, translate } from '@bi/domain';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { enqueue } from '../notifications/enqueue';
import { issueCode } from './one-time-codes';
import type { TRequestContext } from '../../lib/request-context';
import { findUserByEmail } from './users-repository';

/**
 * The 10-digit code of the standalone sign-up, proving the address before the account exists. For an
 * address that already has an account the answer is the same, and its owner is told by mail instead of
 * receiving a code: the screen cannot be used to find out who is registered.
 */
export async function sendMailCode(db: TDatabase, config: TConfig, email: string, context: TRequestContext) {
  const owner = await findUserByEmail(db, email);
  await issueCode(
    db,
    config,
    { channel: 'email', target: email, purpose: 'signup_email', ip: context.ip, length: MAIL_CODE_LENGTH },
    (tx, code, minutes) =>
      owner
        ? enqueue(tx, {
            channel: 'email',
            to: owner.email,
            language: owner.language,
            template: 'account_exists',
            params: { link: `${config.publicUrl}/auth/signin` },
          })
        : enqueue(tx, {
            channel: 'email',
            to: email,
            language: context.language,
            template: 'email_code',
            params: { code, minutes },
          }),
  );
  return {
    ok: true as const,
    message: translate(context.language, 'auth.mailCodeSent', { email }),
    resend_in: RESEND_DELAY_SECONDS,
  };
}
