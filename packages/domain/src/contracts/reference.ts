import { z } from 'zod';
import { MAX_DB_INTEGER, resultOf, ZDbIdQuery } from './wire';

export const ZPaysAnswer = z.object({
  pays_Id: z.number().int(),
  pays_Code: z.string().length(2),
  pays_Name: z.string(),
  pays_Name_EN: z.string(),
  pays_Name_AR: z.string(),
});
export type TPaysAnswer = z.infer<typeof ZPaysAnswer>;

export const ZVilleAnswer = z.object({
  ville_Id: z.number().int(),
  ville_Name: z.string(),
  ville_Name_AR: z.string(),
  /** An entry point into Morocco (port or land border), listed first on step 2. */
  ville_Entree: z.boolean(),
  ville_Entree_Label: z.string().nullable(),
  /** The entry point's Arabic label, the French one where none is known. */
  ville_Entree_Label_AR: z.string().nullable(),
});
export type TVilleAnswer = z.infer<typeof ZVilleAnswer>;

export const ZBureauAnswer = z.object({
  intermediaire_Id: z.number().int(),
  intermediaire_RS: z.string(),
  /** The office's Arabic name, the French one where none is known (agents' trade names). */
  intermediaire_RS_AR: z.string(),
  intermediaire_Code: z.string(),
  intermediaire_Adresse: z.string(),
  /** Where the Arabic screens and documents read the address; null until given (the French stands in). */
  intermediaire_Adresse_AR: z.string().nullable(),
  ville_Id: z.number().int(),
  ville_Name: z.string(),
  ville_Name_AR: z.string(),
  effetImmediat: z.boolean(),
  bureaudirect: z.boolean(),
  posteFrontalier: z.boolean(),
});
export type TBureauAnswer = z.infer<typeof ZBureauAnswer>;

export const ZUsageAnswer = z.object({
  usage_Id: z.number().int(),
  usage_Code: z.string(),
  usage_Name: z.string(),
  usage_Name_EN: z.string(),
  usage_Name_AR: z.string(),
  max_places: z.number().int().nullable(),
});

export const ZCarburantAnswer = z.object({
  combustile_Id: z.number().int(),
  combustile_Code: z.string(),
  combustile_Libelle: z.string(),
  combustile_Libelle_EN: z.string(),
  combustile_Libelle_AR: z.string(),
});

export const ZPeriodeAnswer = z.object({
  periode_Id: z.number().int(),
  periode_Name: z.string(),
  periode_Name_EN: z.string(),
  periode_Name_AR: z.string(),
  periode_Nbr: z.number().int(),
  periode_ParJour: z.boolean(),
});
export type TPeriodeAnswer = z.infer<typeof ZPeriodeAnswer>;

export const ZMarqueAnswer = z.object({ marque_Id: z.number().int(), marque_Name: z.string() });

export const ZPaysList = resultOf(ZPaysAnswer);
export const ZVilleList = resultOf(ZVilleAnswer);
export const ZBureauList = resultOf(ZBureauAnswer);
export const ZUsageList = resultOf(ZUsageAnswer);
export const ZCarburantList = resultOf(ZCarburantAnswer);
export const ZPeriodeList = resultOf(ZPeriodeAnswer);
export const ZMarqueList = resultOf(ZMarqueAnswer);

/** `$ville` is the city's `ville_Id`; it arrives as text in the query string. */
export const ZBureauxQuery = z.object({ $ville: ZDbIdQuery });

export const MAKES_PAGE_SIZE = 30;
export const ZMarquesQuery = z.object({
  $top: z.coerce.number().int().min(1).max(100).default(MAKES_PAGE_SIZE),
  $skip: z.coerce.number().int().min(0).max(MAX_DB_INTEGER).default(0),
  $q: z.string().trim().max(60).optional(),
  /** The usage chosen at step 3 (`usage_Id`): its kind of makes come first (decision 058). */
  $usage: ZDbIdQuery.optional(),
});
