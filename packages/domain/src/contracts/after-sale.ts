import { z } from 'zod';
import { REFUND_REASONS } from '../subscription/refund';
import { ZAmount, ZDbId, ZIsoDate } from './wire';

/** PUT /users/souscriptions/{id}/date_effet */
export const ZEffectDateBody = z.object({ date_effet: ZIsoDate }).strict();
export type TEffectDateBody = z.infer<typeof ZEffectDateBody>;

/**
 * POST /users/souscriptions/{id}/extension-period: the period of an extension whose contract's period
 * was switched off since it was sold, chosen among those offered today (decision 040's addendum).
 */
export const ZExtensionPeriodBody = z.object({ periode_Id: ZDbId }).strict();
export type TExtensionPeriodBody = z.infer<typeof ZExtensionPeriodBody>;

const ZReason = z
  .string()
  .trim()
  .max(500)
  .optional()
  .describe("The customer's own words, kept with the request for the team that handles it.");

/** POST /users/souscriptions/{id}/cancel: no body is needed; a reason may be given. */
export const ZCancelBody = z.object({ motif: ZReason }).strict().nullish();
export type TCancelBody = z.infer<typeof ZCancelBody>;

/** POST /users/souscriptions/{id}: the termination request (the spec shows no body; a reason may be given). */
export const ZTerminationBody = z.object({ motif: ZReason }).strict().nullish();
export type TTerminationBody = z.infer<typeof ZTerminationBody>;

/** POST /users/souscriptions/{id}/withdraw (law 31-08): no body is needed; a reason may be given. */
export const ZWithdrawalBody = z.object({ motif: ZReason }).strict().nullish();
export type TWithdrawalBody = z.infer<typeof ZWithdrawalBody>;

/** POST /backoffice/souscriptions/{id}/withdrawal: a withdrawal received by letter, recorded by the office. */
export const ZWithdrawalLetterBody = z
  .object({
    date_lettre: ZIsoDate.describe(
      'The day the customer sent the letter or handed it in (postmark, e-mail, receipt): it must fall within the seven days.',
    ),
    note: z.string().trim().max(500).optional().describe("The clerk's note, kept with the withdrawal."),
  })
  .strict();
export type TWithdrawalLetterBody = z.infer<typeof ZWithdrawalLetterBody>;

/**
 * The refund a paid cancellation (the whole premium paid), a termination or a withdrawal (the sales
 * conditions' share, decision 043) opens, due within 20 working days.
 */
export const ZRefund = z.object({
  statut: z.enum(['pending', 'refunded']),
  reason: z
    .enum(REFUND_REASONS)
    .optional()
    .describe('Why it opened: a cancellation, a termination, or a withdrawal under law 31-08.'),
  montant: ZAmount.describe('MAD, taxes included.'),
  requested_at: z.string().describe('ISO 8601 with offset.'),
  due_by: ZIsoDate.describe('The last day the refund may be made: 20 working days after the request.'),
});
export type TRefund = z.infer<typeof ZRefund>;
