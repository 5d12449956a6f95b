import { z } from 'zod';
import { ZAmount, ZDbId, ZIsoDate } from './wire';

export const ZPacksRequest = z.object({
  usage_Id: ZDbId,
  dateEffet: ZIsoDate,
  periode_ParJour: z.boolean(),
  periode_Nbr: z.number().int().positive().max(366),
});
export type TPacksRequest = z.infer<typeof ZPacksRequest>;

export const ZFormuleOffer = z.object({
  code: z.string(),
  valeurMin: z.number().nullable(),
  valeurMax: z.number().nullable(),
  franchise: z.number().nullable(),
  /** Net premium of this guarantee for the whole duration, in this pack or alone. */
  prime: ZAmount,
});

export const ZGarantieOffer = z.object({
  grnt_Id: z.number().int(),
  grnt_Code: z.string(),
  grnt_Name: z.string(),
  grnt_Name_EN: z.string(),
  grnt_Name_AR: z.string(),
  grnt_Description: z.string(),
  grnt_Description_EN: z.string(),
  grnt_Description_AR: z.string(),
  grnt_Obligatoire: z.boolean(),
  grnt_Min: z.boolean(),
  formules: z.array(ZFormuleOffer),
});
export type TGarantieOffer = z.infer<typeof ZGarantieOffer>;

export const ZPackOffer = z.object({
  pack_Id: z.number().int(),
  pack_Code: z.string(),
  pack_Name: z.string(),
  pack_Name_EN: z.string(),
  pack_Name_AR: z.string(),
  garanties: z.array(ZGarantieOffer),
  primeNet: ZAmount,
  totalTaxe: ZAmount,
  primeTotal: ZAmount,
});
export type TPackOffer = z.infer<typeof ZPackOffer>;

export const ZPacksAnswer = z.object({
  packs: z.array(ZPackOffer),
  cartes: z.array(ZGarantieOffer),
  /** The usage's trailer rate in percent of the liability premium (the trailer is an option of the cover). */
  taux_remorque: z.number(),
  tarif_version: z.string(),
});
export type TPacksAnswer = z.infer<typeof ZPacksAnswer>;
