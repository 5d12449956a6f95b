import { z } from 'zod';
import { ZStatut } from '../subscription/lifecycle';
import { ZPeriodInfo, ZQuoteResult } from './subscription-parts';

/**
 * The reminder's one-purpose link (decision 039): its token, good for one contract's extension alone,
 * lets a phone that is not signed in quote, pay and sign that extension, and nothing else.
 */
export const ZExtensionLinkBody = z.object({ token: z.string().min(16).max(2048) });
export type TExtensionLinkBody = z.infer<typeof ZExtensionLinkBody>;

/**
 * POST /extension-links/{id} and …/{id}/pay: the extension of contract `id` as its link may see it:
 * which contract and vehicle, the new period and its price. No name, no address, no document.
 */
export const ZExtensionLinkAnswer = z.object({
  extended: z.object({ code_str: z.string(), immatriculation: z.string() }),
  extension: z.object({
    _id: z.string(),
    code_str: z.string(),
    statut: ZStatut,
    version: z.number().int(),
    periode_info: ZPeriodInfo.nullable(),
    simulation_result: ZQuoteResult.nullable(),
  }),
  /** The signing page of the paid extension, while its signature waits. */
  signing_url: z.string().nullable(),
});
export type TExtensionLinkAnswer = z.infer<typeof ZExtensionLinkAnswer>;

/** POST /extension-links/{id}/pay: the quote confirmed if it was not, and the card page's address. */
export const ZExtensionPayAnswer = z.object({ url: z.string() });
export type TExtensionPayAnswer = z.infer<typeof ZExtensionPayAnswer>;
