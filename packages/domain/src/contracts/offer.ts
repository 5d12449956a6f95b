import { z } from 'zod';
import { ZAmount, ZIsoDate } from './wire';

export const ZStartingPrice = z.object({
  usage_Id: z.number().int(),
  usage_Code: z.string(),
  usage_Name: z.string(),
  usage_Name_EN: z.string(),
  usage_Name_AR: z.string(),
  /** The basic offer for the shortest duration, taxes and stamp included. */
  prix_depart: ZAmount,
  /** Trailer option, in percent of the liability premium. */
  taux_remorque: z.number(),
});
export type TStartingPrice = z.infer<typeof ZStartingPrice>;

/** The prices of the tariff in force on a cover's effect date; today's without one. */
export const ZStartingPricesQuery = z.object({ date_effet: ZIsoDate.optional() });
export type TStartingPricesQuery = z.infer<typeof ZStartingPricesQuery>;

export const ZStartingPricesAnswer = z.object({
  result: z.array(ZStartingPrice),
  tarif_version: z.string(),
  date: ZIsoDate,
});
export type TStartingPricesAnswer = z.infer<typeof ZStartingPricesAnswer>;
