import { z } from 'zod';
import { requireNamesOfType } from './person-names';
import { ZPersonType } from './auth';
import { ZDbId, ZIsoDate } from './wire';
import { ZPhoneFields } from '../validation/phone';

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();
const id = ZDbId;

/** Step 0 (/souscriptions/create for a signed-in customer): contact details. */
export const ZStep0 = z
  .object({
    type: ZPersonType,
    first_name: optionalText(80),
    last_name: optionalText(80),
    raison_sociale: optionalText(120),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ message: 'validation.emailInvalid' })),
    accept_cgu: z.literal(true, { message: 'validation.acceptTerms' }),
  })
  .and(ZPhoneFields)
  .superRefine(requireNamesOfType);
export type TStep0 = z.infer<typeof ZStep0>;

/**
 * Step 1: residence and identity. `consent_maroc` is the consent to the file being handled in Morocco,
 * required for a country of residence other than Morocco (checked against the stored country).
 */
export const ZStep1 = z.object({
  num_identity: text(40),
  address1: text(160),
  address2: optionalText(160),
  ville: text(80),
  pays: optionalText(80),
  pays_Id: id,
  pays_Name: optionalText(80),
  consent_maroc: z.boolean().default(false),
});
export type TStep1 = z.infer<typeof ZStep1>;

/** Step 2: the entry city's ville_Id and the office's intermediaire_Id. */
export const ZStep2 = z.object({ ville_entree: id, bureau_gestion: id });
export type TStep2 = z.infer<typeof ZStep2>;

const currentYear = new Date().getUTCFullYear();

/** Step 3: the vehicle. Names are looked up from the ids; seats and power are the spec's short numbers. */
export const ZStep3 = z.object({
  immatriculation: z
    .string()
    .trim()
    .toUpperCase()
    .min(2)
    .max(20)
    .regex(/^[\p{L}\d][\p{L}\d\s\-./|]*$/u, { message: 'validation.invalidFormat' }),
  usage_Id: id,
  nbre_places: z.coerce.number().int().min(1).max(999),
  marque_Id: id,
  model: text(60),
  combustile_Id: id,
  puissance: z.coerce.number().int().min(1).max(99),
  /** Year of first registration, when the customer gives it: assistance is refused over ten years. */
  annee_circulation: z.coerce.number().int().min(1900).max(currentYear).optional(),
});
export type TStep3 = z.infer<typeof ZStep3>;

/** Step 4: the effect date and the duration (periode_Id from /periodes); the end date is computed. */
export const ZStep4 = z.object({ date_effet: ZIsoDate, periode_Id: id });
export type TStep4 = z.infer<typeof ZStep4>;

const ZSelectedGarantie = z.object({
  grnt_Id: id,
  selected_formule: z.string().min(1).max(40),
});

/** Step 5: a pack (the basic offer is a pack) with optional added guarantees, or à la carte; trailer option. */
export const ZStep5 = z.object({
  type: z.enum(['pack', 'carte']),
  pack_Id: id.optional(),
  selected_garanties: z.array(ZSelectedGarantie).max(10).default([]),
  remorque: z.boolean().default(false),
});
export type TStep5 = z.infer<typeof ZStep5>;

/** Step 6 confirms the quote: its body is empty. */
export const ZStep6 = z.object({}).strict();

export const DOCUMENT_FIELDS = [
  'identity_recto',
  'identity_verso',
  'permis_recto',
  'permis_verso',
  'cg_recto',
  'cg_verso',
  'rc_recto',
] as const;
export type TDocumentField = (typeof DOCUMENT_FIELDS)[number];

/** Step 7: uploaded file ids, each with its `_name`. */
export const ZStep7 = z.object(
  Object.fromEntries(
    DOCUMENT_FIELDS.flatMap((field) => [
      [field, z.uuid().optional()],
      [`${field}_name`, optionalText(255)],
    ]),
  ) as Record<TDocumentField | `${TDocumentField}_name`, z.ZodOptional<z.ZodString>>,
);
export type TStep7 = z.infer<typeof ZStep7>;

export const STEP_SCHEMAS = [ZStep0, ZStep1, ZStep2, ZStep3, ZStep4, ZStep5, ZStep6, ZStep7] as const;
export const LAST_STEP = 7;
export const ZStepNumber = z.coerce.number().int().min(0).max(LAST_STEP);
