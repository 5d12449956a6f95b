import { STEP_PAGES, type TStepPage } from '../subscription/step-pages';
import { z } from 'zod';
import { requireNamesOfType, ZPersonType } from './person-names';
import { ZCoverChoice, ZDocumentsInfo, type TDocumentsInfo } from './subscription-parts';
import { ZDbId, ZIsoDate } from './wire';
import { isRegistrationYearInFuture, ZRegistrationYear } from '../subscription/vehicle-age';
import type { TIsoDate } from '../time';
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
 * Step 1: residence and identity. The identity number is required of a person, not of a company
 * (spec §5; checked against the stored person type). `consent_maroc` is the consent to the file being
 * handled in Morocco, required for a country of residence other than Morocco.
 */
export const ZStep1 = z.object({
  num_identity: optionalText(40),
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
  annee_circulation: ZRegistrationYear.optional(),
});
export type TStep3 = z.infer<typeof ZStep3>;

/**
 * Step 3 as a form checks it on a given day: the year of first registration not after today's. The
 * day is the server's (the answer's `today`), so the schema never reads the machine's clock; the API
 * applies the same rule with its own clock.
 */
export const ZStep3On = (today: TIsoDate) =>
  ZStep3.superRefine((body, context) => {
    if (isRegistrationYearInFuture(body.annee_circulation, today))
      context.addIssue({ code: 'custom', path: ['annee_circulation'], message: 'validation.yearInFuture' });
  });

/**
 * Step 4: the effect date and the duration (periode_Id from /periodes); the end date is computed.
 * `remorque`, the trailer asked with the dates (decision 031), lets the server save step 5's cover
 * itself when step 5 would leave nothing to choose (decision 049); without it, step 4 is the spec's.
 */
export const ZStep4 = z.object({ date_effet: ZIsoDate, periode_Id: id, remorque: z.boolean().optional() });
export type TStep4 = z.infer<typeof ZStep4>;

/**
 * Step 5: a pack (the basic offer is a pack) with optional added guarantees, or à la carte; trailer
 * option. The year of first registration, asked here when step 3 left it blank and the choice holds
 * assistance (decision 041), is saved with the vehicle.
 */
export const ZStep5 = ZCoverChoice.extend({ annee_circulation: ZRegistrationYear.optional() });
export type TStep5 = z.infer<typeof ZStep5>;

/** Step 6 confirms the quote: its body is empty. */
export const ZStep6 = z.object({}).strict().nullish();

/** Step 7: uploaded file ids, each with its `_name`. */
export const ZStep7 = ZDocumentsInfo;
export type TStep7 = TDocumentsInfo;

/** The flow's five stages (spec §2 stepper): insured, vehicle, insurance, quote, signature and payment. */
export const FLOW_STAGES = ['insured', 'vehicle', 'insurance', 'quote', 'signature'] as const;
export type TFlowStage = (typeof FLOW_STAGES)[number];

/**
 * The steps in one table: the body each takes, the flow page that asks it and its stage. The API
 * registers one route per entry; the web takes its order and paths from it.
 */
export const STEPS = [
  { step: 0, body: ZStep0, page: STEP_PAGES[0], stage: 'insured' },
  { step: 1, body: ZStep1, page: STEP_PAGES[1], stage: 'insured' },
  { step: 2, body: ZStep2, page: STEP_PAGES[2], stage: 'insured' },
  { step: 3, body: ZStep3, page: STEP_PAGES[3], stage: 'vehicle' },
  { step: 4, body: ZStep4, page: STEP_PAGES[4], stage: 'insurance' },
  { step: 5, body: ZStep5, page: STEP_PAGES[5], stage: 'insurance' },
  { step: 6, body: ZStep6, page: STEP_PAGES[6], stage: 'quote' },
  { step: 7, body: ZStep7, page: STEP_PAGES[7], stage: 'signature' },
] as const satisfies readonly { step: number; body: z.ZodType; page: TStepPage; stage: TFlowStage }[];
export type TStepNumber = (typeof STEPS)[number]['step'];
export type TStepBody<N extends TStepNumber> = z.infer<Extract<(typeof STEPS)[number], { step: N }>['body']>;

export const LAST_STEP = 7;
/** `current_step` once step 7 is saved: every step is done. */
export const ALL_STEPS_DONE = LAST_STEP + 1;
