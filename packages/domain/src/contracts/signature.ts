import { z } from 'zod';
import { ZStatut } from '../subscription/lifecycle';

export const SIGNATURE_REQUEST_STATUSES = ['pending', 'signed', 'cancelled'] as const;
export const ZSignatureRequestStatus = z.enum(SIGNATURE_REQUEST_STATUSES);

/**
 * GET /users/souscriptions/{id}/signature (bearer): the call the spec leaves open beside the detail.
 * The subscription's status, its latest signature request, and which documents can be downloaded.
 */
export const ZSignatureStatusAnswer = z.object({
  statut: ZStatut,
  demande: z
    .object({
      id: z.string(),
      status: ZSignatureRequestStatus,
      /** The signing page's address while the request waits for the signer. */
      signing_url: z.string().nullable(),
      signed_at: z.string().nullable(),
    })
    .nullable(),
  documents: z.object({ contract: z.boolean(), certificate: z.boolean() }),
});
export type TSignatureStatusAnswer = z.infer<typeof ZSignatureStatusAnswer>;

/**
 * GET /signature/requests/{demande} (public: the demande id is unguessable and signing needs the SMS
 * code): what the signing page shows. No personal data but the masked phone.
 */
export const ZSigningRequestAnswer = z.object({
  demande: z.string(),
  status: ZSignatureRequestStatus,
  code_str: z.string(),
  phone_masked: z.string(),
  /** Seconds before another code may be sent (0: now). */
  resend_in: z.number().int(),
  /**
   * A code sent for this request can still sign (neither expired, spent nor locked): opening the page
   * again sends none, so the SMS the signer already has keeps working.
   */
  code_alive: z.boolean(),
  /** Where the signer goes once signed: the app, carrying `?demande=…`. */
  return_url: z.string(),
  /**
   * The contract as it stands now: a request signed once stays signed, but its contract may since
   * have been cancelled or terminated, and then its certificate no longer exists to download.
   */
  contract: z.enum(['in_force', 'cancelled', 'terminated']),
});
export type TSigningRequestAnswer = z.infer<typeof ZSigningRequestAnswer>;

/**
 * POST /signature/requests/{demande}/code. Without `resend` (the page opening) a code still alive is
 * kept and none is sent; `resend` is the signer's own ask for a new one, which voids the previous.
 */
export const ZSendSigningCodeBody = z.object({ resend: z.boolean().optional() });
export type TSendSigningCodeBody = z.infer<typeof ZSendSigningCodeBody>;

/** A code sent (`sent`), or the live one kept: when the next one may be asked, and a sentence saying which. */
export const ZSigningCodeAnswer = z.object({
  ok: z.literal(true),
  sent: z.boolean(),
  message: z.string(),
  resend_in: z.number().int(),
});
export type TSigningCodeAnswer = z.infer<typeof ZSigningCodeAnswer>;

/** POST /signature/requests/{demande}/sign */
export const ZSignBody = z.object({ code: z.string().regex(/^\d{6}$/) });
export type TSignBody = z.infer<typeof ZSignBody>;
