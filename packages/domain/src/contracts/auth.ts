import { z } from 'zod';
import { ZRole } from '../backoffice/staff-roles';
import { requireNamesOfType, ZPersonType } from './person-names';
import { ZSouscriptionAnswer } from './subscription';
import { passwordsMatch, ZPassword } from '../validation/password';
import { ZPhoneFields } from '../validation/phone';
import { ZMailCode, ZSmsCode } from '../validation/codes';

export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'validation.emailInvalid' }));

const ZName = z.string().trim().min(1).max(80);

export const ZUserAnswer = z.object({
  email: z.string(),
  phone: z.string().nullable(),
  country_code: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  raison_sociale: z.string().nullable(),
  type: ZPersonType,
  language: z.enum(['fr', 'en', 'ar']),
  role: ZRole.describe('customer; clerk or admin for the insurer’s staff, who work under /backoffice.'),
});
export type TUserAnswer = z.infer<typeof ZUserAnswer>;

export const ZSigninRequest = z.object({ username: ZEmail, password: z.string().min(1).max(128) });
export const ZSigninAnswer = z.object({ token: z.string(), user: ZUserAnswer });
export type TSigninAnswer = z.infer<typeof ZSigninAnswer>;

/** The flow sign-up signs the new customer in and opens their first subscription. */
export const ZFlowSignupAnswer = ZSigninAnswer.extend({ souscription: ZSouscriptionAnswer });
export type TFlowSignupAnswer = z.infer<typeof ZFlowSignupAnswer>;

/**
 * The sign-up of the subscription flow (/souscriptions/create): names by person type, phone proved by SMS.
 * `phone` and `country_code` belong to ZPhoneFields alone: declared twice, zod cannot merge them.
 */
export const ZFlowSignupRequest = z
  .object({
    type: ZPersonType,
    first_name: ZName.optional(),
    last_name: ZName.optional(),
    raison_sociale: ZName.optional(),
    email: ZEmail,
    password: ZPassword,
    accept_cgu: z.literal(true, { message: 'validation.acceptTerms' }),
    sms_code: ZSmsCode,
  })
  .and(ZPhoneFields)
  .superRefine(requireNamesOfType);
export type TFlowSignupRequest = z.infer<typeof ZFlowSignupRequest>;

/** The standalone sign-up screen (/auth/signup): a full name, the 10-digit code received by mail. */
export const ZStandaloneSignupRequest = z
  .object({
    name: ZName,
    email: ZEmail,
    code: ZMailCode,
    password: ZPassword,
    raison_sociale: ZName.optional(),
    accept_cgu: z.literal(true, { message: 'validation.acceptTerms' }),
  })
  .and(ZPhoneFields);
export type TStandaloneSignupRequest = z.infer<typeof ZStandaloneSignupRequest>;

export const ZResendRequest = ZPhoneFields;
export const ZCheckRequest = z.object({ email: ZEmail });
export const ZCheckAnswer = z.object({ ok: z.boolean(), message: z.string().optional() });
export const ZVerifyEmailRequest = z.object({ email: ZEmail });
export const ZForgotRequest = z.object({ username: ZEmail });

const ZNewPassword = z.object({ newPassword: ZPassword, verifyPassword: z.string() }).refine(passwordsMatch, {
  message: 'validation.passwordMismatch',
  path: ['verifyPassword'],
});
export const ZPasswordChangeRequest = z
  .object({ currentPassword: z.string().min(1).max(128) })
  .and(ZNewPassword);
export const ZResetToken = z.string().min(20).max(200);
/** How a set-password link's token says it is a staff invitation (`invite.<user id>.<secret>`). */
export const INVITE_TOKEN_PREFIX = 'invite.';
export const ZResetPasswordRequest = z.object({ token: ZResetToken }).and(ZNewPassword);
/** POST /auth/users/reset/check: whether a reset or invitation link can still set a password. */
/** Any bounded string: a link cut short by a mail client is answered `valid: false`, not refused. */
export const ZResetLinkCheckRequest = z.object({ token: z.string().max(1000) });
export const ZResetLinkCheckAnswer = z.object({ valid: z.boolean() });
export type TResetLinkCheckAnswer = z.infer<typeof ZResetLinkCheckAnswer>;

export const ZPhoneCodeRequest = ZPhoneFields;
export const ZPhoneChangeRequest = z.object({ sms_code: ZSmsCode }).and(ZPhoneFields);

/** A plain acknowledgement with a sentence for the notice. */
export const ZMessageAnswer = z.object({ ok: z.literal(true), message: z.string() });

/**
 * POST /auth/users/reset: the password set, and whose it is, for the sign-in card to fill the address in
 * and, for the insurer's staff (an invitation spent), not to offer a customer's sign-up.
 */
export const ZResetPasswordAnswer = ZMessageAnswer.extend({ email: z.string(), staff: z.boolean() });
export type TResetPasswordAnswer = z.infer<typeof ZResetPasswordAnswer>;

/** The standalone sign-up signs the new customer in, like sign-in: the password is not typed twice. */
export const ZStandaloneSignupAnswer = ZMessageAnswer.extend({ token: z.string(), user: ZUserAnswer });
export type TStandaloneSignupAnswer = z.infer<typeof ZStandaloneSignupAnswer>;
/** A code was sent: when the next send is allowed. */
export const ZCodeSentAnswer = z.object({
  ok: z.literal(true),
  message: z.string(),
  resend_in: z.number().int(),
});
