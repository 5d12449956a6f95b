import {
  formatPhone,
  normalizePhone,
  RESEND_DELAY_SECONDS,
  SMS_CODE_LENGTH,
  translate,
  type TLanguage,
} from '@bi/domain';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { enqueue } from '../notifications/enqueue';
import { issueCode, type TCodePurpose } from './one-time-codes';
import type { TRequestContext } from '../../lib/request-context';

/**
 * The code target binds the phone to its purpose (and, for a change of phone, to the account), so a
 * code sent for one use cannot serve another.
 */
export const smsTarget = (e164: string, userId?: string) => (userId ? `${userId}:${e164}` : e164);

export function parsedPhone(phone: string, countryCode: string) {
  const parsed = normalizePhone(phone, countryCode);
  if (!parsed)
    throw new AppError(400, 'validation.phoneInvalid', {}, [
      { field: 'phone', key: 'validation.phoneInvalid' },
    ]);
  return parsed;
}

export async function sendSmsCode(
  db: TDatabase,
  config: TConfig,
  input: {
    phone: string;
    country_code: string;
    purpose: Extract<TCodePurpose, 'signup_phone' | 'phone_change'>;
    userId?: string;
  },
  context: TRequestContext & { recipientLanguage?: TLanguage },
) {
  const { e164 } = parsedPhone(input.phone, input.country_code);
  const language = context.recipientLanguage ?? context.language;
  await issueCode(
    db,
    config,
    {
      channel: 'sms',
      target: smsTarget(e164, input.userId),
      purpose: input.purpose,
      ip: context.ip,
      length: SMS_CODE_LENGTH,
    },
    (tx, code, minutes) =>
      enqueue(tx, {
        channel: 'sms',
        to: e164,
        language,
        template: 'sms_code',
        params: { code, minutes },
        publicUrl: config.publicUrl,
      }),
  );
  return {
    ok: true as const,
    // As the screens write a number: "+212 6 12 34 56 78", not "+212612345678".
    message: translate(context.language, 'auth.smsSent', {
      phone: formatPhone(input.phone, input.country_code),
    }),
    resend_in: RESEND_DELAY_SECONDS,
  };
}
