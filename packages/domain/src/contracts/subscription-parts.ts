import { z } from 'zod';
import { ZGuaranteeCode, ZPackCode, ZPeriodCode, ZUsageCode } from '../reference/catalogue';
import { ZPersonType } from './person-names';
import { DOCUMENT_FIELDS, IDENTITY_TYPES, type TDocumentField } from './documents';
import { ZDbId, ZIsoDate } from './wire';

/**
 * The parts of a subscription as they are stored (`jsonb` columns) and sent (spec §3 names). Each part
 * is filled by its step; the insured grows over steps 0 to 2, so its fields are optional.
 */

/** A consent given with the version of the text it was given to (law 09-08). */
export const ZGivenConsent = z.object({ given: z.literal(true), at: z.string(), version: z.string() });
export type TGivenConsent = z.infer<typeof ZGivenConsent>;

export const ZInsured = z.object({
  type: ZPersonType.optional(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  raison_sociale: z.string().nullish(),
  email: z.string().optional(),
  phone: z.string().optional(),
  country_code: z.string().optional(),
  accept_cgu: z.boolean().optional(),
  num_identity: z.string().nullish(),
  address1: z.string().optional(),
  address2: z.string().nullish(),
  ville: z.string().optional(),
  pays: z.string().optional(),
  pays_Id: z.number().int().optional(),
  pays_Name: z.string().optional(),
  /** Consent to the file being handled in Morocco, for a residence abroad (step 1). */
  consent_maroc: ZGivenConsent.nullish(),
  ville_entree: z.number().int().optional(),
  ville_Id: z.number().int().optional(),
  ville_Name: z.string().optional(),
  bureau_gestion: z.number().int().optional(),
  intermediaire_Id: z.number().int().optional(),
  intermediaire_RS: z.string().optional(),
  /** The office's name in Arabic (the French one where none is known). */
  intermediaire_RS_AR: z.string().optional(),
  intermediaire_Code: z.string().optional(),
  intermediaire_Adresse: z.string().optional(),
  /** The office's address in Arabic, when it had one at step 2 (the French one stands in). */
  intermediaire_Adresse_AR: z.string().optional(),
  effetImmediat: z.boolean().optional(),
  bureaudirect: z.boolean().optional(),
  posteFrontalier: z.boolean().optional(),
});
export type TInsured = z.infer<typeof ZInsured>;

export const ZVehicle = z.object({
  immatriculation: z.string(),
  type_vehicule: z.string(),
  usage_Id: z.number().int(),
  usage_Code: ZUsageCode,
  usage_Name: z.string(),
  nbre_places: z.number().int(),
  marque: z.string(),
  marque_Id: z.number().int(),
  marque_Name: z.string(),
  model: z.string(),
  carburant: z.string(),
  combustile_Id: z.number().int(),
  combustile_Libelle: z.string(),
  puissance: z.number().int(),
  annee_circulation: z.number().int().nullable(),
});
export type TVehicle = z.infer<typeof ZVehicle>;

export const ZPeriodInfo = z.object({
  date_effet: ZIsoDate,
  date_fin: ZIsoDate,
  periode: ZPeriodCode,
  periode_Id: z.number().int(),
  periode_Name: z.string(),
  periode_Nbr: z.number().int(),
  periode_ParJour: z.boolean(),
});
export type TPeriodInfo = z.infer<typeof ZPeriodInfo>;

/** A guarantee chosen at step 5 (an option added to a pack, or a line à la carte). */
export const ZGuaranteeChosen = z.object({
  grnt_Id: ZDbId,
  selected_formule: z.string().min(1).max(40),
});
export type TGuaranteeChosen = z.infer<typeof ZGuaranteeChosen>;

/** Step 5's choice as the customer makes it: a pack (the basic offer is a pack) or à la carte. */
export const ZCoverChoice = z.object({
  type: z.enum(['pack', 'carte']),
  pack_Id: ZDbId.optional(),
  selected_garanties: z.array(ZGuaranteeChosen).max(10).default([]),
  remorque: z.boolean().default(false),
});
export type TCoverChoice = z.infer<typeof ZCoverChoice>;

/**
 * The cover as stored (`pack_info`): the same choice, with the catalogue's codes and names beside the
 * ids (`coverInfoOf`), and no pack id for à la carte.
 */
export const ZCoverInfo = ZCoverChoice.extend({
  pack_Id: ZDbId.nullable(),
  pack_Code: ZPackCode.nullable(),
  selected_pack: z.string().nullable(),
  selected_garanties: z
    .array(ZGuaranteeChosen.extend({ grnt_Code: ZGuaranteeCode, grnt_Name: z.string() }))
    .max(10),
});
export type TCoverInfo = z.infer<typeof ZCoverInfo>;

/**
 * Step 7: each document's uploaded file id, with its `_name`, and which identity document the insured
 * holds (beside the spec's fields, as step 1's consent is).
 */
export const ZDocumentsInfo = z
  .object(
    Object.fromEntries(
      DOCUMENT_FIELDS.flatMap((field) => [
        [field, z.uuid().optional()],
        [`${field}_name`, z.string().trim().max(255).optional()],
      ]),
    ) as Record<TDocumentField | `${TDocumentField}_name`, z.ZodOptional<z.ZodString>>,
  )
  .extend({ identity_type: z.enum(IDENTITY_TYPES).optional() });
export type TDocumentsInfo = z.infer<typeof ZDocumentsInfo>;

/** The price (`simulation_result` and the `/quote` answer): primeNet + totalTaxe = primeTotal exactly. */
export const ZQuoteResult = z.object({
  primeNet: z.number(),
  totalTaxe: z.number(),
  primeTotal: z.number(),
  taxes: z.array(
    z.object({
      code: z.string(),
      base: z.number().nullable(),
      taux: z.number().nullable(),
      montant: z.number(),
    }),
  ),
  /** One line per guarantee priced, and the trailer's when chosen. */
  garanties: z.array(
    z.object({
      code: z.union([ZGuaranteeCode, z.literal('REMORQUE')]),
      formule: z.string(),
      prime: z.number(),
    }),
  ),
  tarif_version: z.string(),
});
export type TQuoteResult = z.infer<typeof ZQuoteResult>;

/** What the card payment left (issue E fills it); whether it is paid follows from the status alone. */
export const ZPaymentDetails = z.object({
  amount: z.number().optional(),
  transaction_id: z.string().optional(),
  authorisation_code: z.string().optional(),
  paid_at: z.string().optional(),
});
export type TPaymentDetails = z.infer<typeof ZPaymentDetails>;
