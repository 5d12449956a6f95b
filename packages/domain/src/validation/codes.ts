import { z } from 'zod';

export const SMS_CODE_LENGTH = 6;
export const MAIL_CODE_LENGTH = 10;
export const RESEND_DELAY_SECONDS = 60;

/**
 * Six digits. The spec lets the form build the code without boxes 5 and 6, but every code sent has six:
 * a shorter one could only fail and spend one of the tries.
 */
export const ZSmsCode = z.string().regex(/^\d{6}$/, { message: 'validation.smsCode' });
export const ZMailCode = z.string().regex(/^\d{10}$/, { message: 'validation.mailCode' });
