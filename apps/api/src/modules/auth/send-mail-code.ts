import { MAIL_CODE_LENGTH, RESEND_DELAY_SECONDS, translate } from '@bi/domain';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { enqueue } from '../notifications/enqueue';
import { issueCode } from './one-time-codes';
import type { TRequestContext } from './request-context';
import { findUserByEmail } from './users-repository';

/** The 10-digit code of the standalone sign-up, proving the address before the account exists. */
export async function sendMailCode(db: TDatabase, config: TConfig, email: string, context: TRequestContext) {
  if (await findUserByEmail(db, email)) {
    throw new AppError(409, 'auth.emailTaken', {}, [{ field: 'email', key: 'auth.emailTaken' }]);
  }
  await issueCode(
    db,
    config,
    { channel: 'email', target: email, purpose: 'signup_email', ip: context.ip, length: MAIL_CODE_LENGTH },
    (tx, code, minutes) =>
      enqueue(tx, {
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
