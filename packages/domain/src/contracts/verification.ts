import { z } from 'zod';

export const CERTIFICATE_VALIDITIES = ['valid', 'not_yet_valid', 'expired', 'cancelled'] as const;
export const ZCertificateValidity = z.enum(CERTIFICATE_VALIDITIES);
export type TCertificateValidity = z.infer<typeof ZCertificateValidity>;

/**
 * GET /api/v1/verification/{code} (public, what the QR code of a certificate leads to): validity, plate,
 * dates, usage and trailer, and nothing about the person insured.
 */
export const ZVerificationAnswer = z.object({
  status: ZCertificateValidity,
  certificate_number: z.string(),
  plate: z.string(),
  valid_from: z.string(),
  valid_to: z.string(),
  usage: z.object({ code: z.string(), name: z.string() }),
  /** The trailer option was bought: a trailer towed by this vehicle is covered too. */
  trailer_covered: z.boolean(),
  /** The date the status was judged on, in Morocco. */
  checked_on: z.string(),
});
export type TVerificationAnswer = z.infer<typeof ZVerificationAnswer>;
