import { z } from 'zod';

export const SMS_CODE_LENGTH = 6;
export const MAIL_CODE_LENGTH = 10;
export const RESEND_DELAY_SECONDS = 60;

/** Six boxes on screen; the spec lets the form send the code before the last two are filled. */
export const ZSmsCode = z.string().regex(/^\d{4,6}$/, { message: 'validation.smsCode' });
export const ZMailCode = z.string().regex(/^\d{10}$/, { message: 'validation.mailCode' });
