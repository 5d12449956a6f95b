import { z } from 'zod';
import { ZStatut } from '../subscription/lifecycle';
import { ZBureauAnswer, ZPeriodeAnswer } from './reference';
import { ZStep2 } from './steps';
import { ZPeriodInfo, ZQuoteResult } from './subscription-parts';
import { ZDbId, ZIsoDate } from './wire';

/**
 * The reminder's one-purpose link (decision 039): its token, good for one contract's extension alone,
 * lets a phone that is not signed in quote, pay and sign that extension, and nothing else.
 */
export const ZExtensionLinkBody = z.object({ token: z.string().min(16).max(2048) });
export type TExtensionLinkBody = z.infer<typeof ZExtensionLinkBody>;

/**
 * POST /extension-links/{id}/pay: the token, another office where the contract's has closed since, and
 * another period where the contract's was switched off since.
 */
export const ZExtensionPayBody = ZExtensionLinkBody.extend({
  office: ZStep2.optional().describe(
    "Step 2's choice, saved before the quote is confirmed: an open office (a closed one is a 422).",
  ),
  periode_Id: ZDbId.optional().describe(
    'A period offered today, priced with the cover kept before the quote is confirmed (one switched off is a 422).',
  ),
});
export type TExtensionPayBody = z.infer<typeof ZExtensionPayBody>;

/**
 * A period offered today to an extension whose contract's period was switched off since it was sold:
 * the dates the extension would then cover and its price with the cover kept, as paying it would price it.
 */
export const ZOfferedPeriod = ZPeriodeAnswer.extend({
  date_effet: ZIsoDate,
  date_fin: ZIsoDate,
  primeTotal: z.number(),
});
export type TOfferedPeriod = z.infer<typeof ZOfferedPeriod>;
/** GET /users/souscriptions/{id}/extension-periods */
export const ZOfferedPeriodList = z.object({ result: z.array(ZOfferedPeriod) });

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
  /** The extension's office has closed since its contract was sold: another is chosen before paying. */
  office_closed: z.boolean(),
  /** While it is closed, the open offices of the same entry city, to choose from (none otherwise). */
  open_offices: z.array(ZBureauAnswer),
  /** The contract's period has been switched off since it was sold: another is chosen before paying. */
  period_off: z.boolean(),
  /** While no period is chosen, those offered today, with their dates and prices (none otherwise). */
  offered_periods: z.array(ZOfferedPeriod),
  /** The signing page of the paid extension, while its signature waits. */
  signing_url: z.string().nullable(),
});
export type TExtensionLinkAnswer = z.infer<typeof ZExtensionLinkAnswer>;

/** POST /extension-links/{id}/pay: the quote confirmed if it was not, and the card page's address. */
export const ZExtensionPayAnswer = z.object({ url: z.string() });
export type TExtensionPayAnswer = z.infer<typeof ZExtensionPayAnswer>;
