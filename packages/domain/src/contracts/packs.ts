import { z } from 'zod';
import { ZRegistrationYear } from '../subscription/vehicle-age';
import { ZAmount, ZDbId, ZIsoDate } from './wire';

export const ZPacksRequest = z.object({
  usage_Id: ZDbId,
  dateEffet: ZIsoDate,
  periode_ParJour: z.boolean(),
  periode_Nbr: z.number().int().positive().max(366),
  annee_circulation: ZRegistrationYear.optional().describe(
    'Year of first registration, when known: guarantees the vehicle is too old for are left out.',
  ),
});
export type TPacksRequest = z.infer<typeof ZPacksRequest>;

/** `GET …/{id}/packs`: the year asked at step 5 when step 3 left it blank (decision 041). */
export const ZOffersQuery = z.object({ annee_circulation: ZRegistrationYear.optional() });

export const ZFormuleOffer = z.object({
  code: z.string(),
  valeurMin: z.number().nullable(),
  valeurMax: z.number().nullable().describe('Ceiling in MAD, shown for damage, glass and fire.'),
  franchise: z
    .number()
    .nullable()
    .describe('Deductible: MAD above 100, a percentage otherwise, none when 0 or null (spec §9).'),
  prime: ZAmount.describe(
    'Net premium of this guarantee for the whole duration, before taxes: for the record, never shown.',
  ),
  prime_ttc: ZAmount.nullable().describe(
    'What the customer pays for this line, taxes included, the amount to show. À la carte: the mandatory ' +
      'liability is the total of a cover holding it alone (stamp included); any other line is how much that ' +
      'total grows when the line is added. Option of a pack: how much the pack total grows when it is ' +
      "added. Null for a line inside a pack, priced by the pack's primeTotal. Lines may differ from the " +
      'quote by the rounding of the insurance tax base: the total of POST …/{id}/quote is the price.',
  ),
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
  garanties: z.array(ZGarantieOffer).describe('The guarantees the pack holds (prime_ttc null).'),
  options: z
    .array(ZGarantieOffer)
    .describe('Guarantees that may be added to this pack, each prime_ttc the growth of the pack total.'),
  primeNet: ZAmount,
  totalTaxe: ZAmount,
  primeTotal: ZAmount.describe('The pack alone, taxes and stamp included: the price to show.'),
});
export type TPackOffer = z.infer<typeof ZPackOffer>;

export const ZExcludedGuarantee = z.object({
  grnt_Id: z.number().int(),
  grnt_Code: z.string(),
  grnt_Name: z.string(),
  grnt_Name_EN: z.string(),
  grnt_Name_AR: z.string(),
  age_max: z.number().int().describe('The oldest vehicle, in years, the guarantee is offered for.'),
});
export type TExcludedGuarantee = z.infer<typeof ZExcludedGuarantee>;

export const ZPacksAnswer = z.object({
  packs: z.array(ZPackOffer),
  cartes: z.array(ZGarantieOffer),
  exclusions: z
    .array(ZExcludedGuarantee)
    .describe(
      'Guarantees left out for the vehicle’s age (assistance over ten years): the packs holding them are ' +
        'offered without them, except a pack left with no guarantee counting toward the minimum (decision ' +
        '041); empty when the age is unknown.',
    ),
  annee_requise: z
    .boolean()
    .describe(
      'The year of first registration is unknown and a guarantee offered depends on it (assistance): it ' +
        'must be given (step 5’s annee_circulation) before a cover holding that guarantee is chosen.',
    ),
  /** The usage's trailer rate in percent of the liability premium (the trailer is an option of the cover). */
  taux_remorque: z.number(),
  tarif_version: z.string(),
});
export type TPacksAnswer = z.infer<typeof ZPacksAnswer>;
