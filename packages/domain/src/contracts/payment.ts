import { z } from 'zod';

/**
 * POST /users/souscriptions/{id}/pay-link (bearer): a short-lived address, good for one subscription's
 * payment and nothing else, that the browser then opens by full navigation (`GET …/{id}/pay?token=…`).
 * A session token never sits in an address.
 */
export const ZPayLinkAnswer = z.object({ url: z.string(), expires_in: z.number().int() });
export type TPayLinkAnswer = z.infer<typeof ZPayLinkAnswer>;

/** Where the browser lands after the gateway, as the app's routes know them. */
export const PAYMENT_RETURN_PAGES = {
  ok: '/souscriptions/signature',
  fail: '/souscriptions/paiement-refuse',
} as const;
