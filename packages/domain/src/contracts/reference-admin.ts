import { z } from 'zod';

// The administrator's reference lists under /api/v1/backoffice/reference (decision 051): countries
// allowed to buy, cities and entry points, makes, durations. Each change is audited before and after;
// a switched-off item leaves the customer's lists and is refused at its step, never removed from a
// contract that recorded it.

/** The kinds of vehicle a make builds, which the seed file and the console give it. */
export const MAKE_KINDS = ['car', 'van', 'truck', 'coach', 'moto'] as const;
export const ZMakeKind = z.enum(MAKE_KINDS);
export type TMakeKind = z.infer<typeof ZMakeKind>;

const ZActive = z.boolean().describe('Offered to new customers; off, contracts keep what they recorded.');

export const ZCountryItem = z.object({
  pays_Id: z.number().int(),
  pays_Code: z.string().length(2),
  pays_Name: z.string(),
  pays_Name_EN: z.string(),
  pays_Name_AR: z.string(),
  actif: ZActive.describe('Residents of the country may buy (step 1 offers it).'),
});
export type TCountryItem = z.infer<typeof ZCountryItem>;

export const ZCityItem = z.object({
  ville_Id: z.number().int(),
  ville_Code: z.string(),
  ville_Name: z.string(),
  ville_Name_AR: z.string(),
  ville_Entree: z.boolean(),
  ville_Entree_Label: z.string().nullable(),
  ville_Entree_Label_AR: z.string().nullable(),
  actif: ZActive,
  bureaux_ouverts: z
    .array(z.string())
    .describe('Open offices in the city: switching it off asks the administrator to say so.'),
});
export type TCityItem = z.infer<typeof ZCityItem>;

export const ZMakeItem = z.object({
  marque_Id: z.number().int(),
  marque_Name: z.string(),
  types: z.array(ZMakeKind),
  actif: ZActive,
});
export type TMakeItem = z.infer<typeof ZMakeItem>;

export const ZPeriodItem = z.object({
  periode_Id: z.number().int(),
  periode_Code: z.string(),
  periode_Name: z.string(),
  periode_Name_EN: z.string(),
  periode_Name_AR: z.string(),
  actif: ZActive,
});
export type TPeriodItem = z.infer<typeof ZPeriodItem>;

export const ZCountryItems = z.object({ value: z.array(ZCountryItem) });
export const ZCityItems = z.object({ value: z.array(ZCityItem) });
export const ZMakeItems = z.object({ value: z.array(ZMakeItem) });
export const ZPeriodItems = z.object({ value: z.array(ZPeriodItem) });

const ZName = z.string().trim().min(1, 'validation.required').max(80);
const ZLabel = z.string().trim().max(80).nullable().default(null);

const cityFields = {
  ville_Name: ZName,
  ville_Name_AR: ZName,
  ville_Entree: z.boolean().describe('An entry point into Morocco: listed first at step 2, with its label.'),
  ville_Entree_Label: ZLabel,
  ville_Entree_Label_AR: ZLabel,
};

type TEntryPoint = {
  ville_Entree: boolean;
  ville_Entree_Label: string | null;
  ville_Entree_Label_AR: string | null;
};

/** An entry point is named in both languages (step 2 shows the label). */
function entryLabelsGiven(city: TEntryPoint, context: z.RefinementCtx<TEntryPoint>) {
  if (!city.ville_Entree) return;
  for (const field of ['ville_Entree_Label', 'ville_Entree_Label_AR'] as const) {
    if (!city[field])
      context.addIssue({ code: 'custom', path: [field], message: 'backoffice.reference.entryLabelRequired' });
  }
}

/** POST /backoffice/reference/cities: a new city, its code set once (the seed's codes are upper case). */
export const ZCreateCityBody = z
  .object({
    ville_Code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9_]{1,29}$/, 'backoffice.reference.badCityCode'),
    ...cityFields,
  })
  .strict()
  .superRefine(entryLabelsGiven);
export type TCreateCityBody = z.infer<typeof ZCreateCityBody>;

/** PUT /backoffice/reference/cities/{id}: names, entry point and its labels; contracts keep theirs. */
export const ZUpdateCityBody = z.object(cityFields).strict().superRefine(entryLabelsGiven);
export type TUpdateCityBody = z.infer<typeof ZUpdateCityBody>;

/** POST …/cities/{id}/switch-off: a city open offices stand in is switched off only when said so. */
export const ZSwitchOffCityBody = z
  .object({
    offices_confirmed: z
      .boolean()
      .default(false)
      .describe('The administrator knows step 2 will no longer offer the offices in the city.'),
  })
  .strict();
export type TSwitchOffCityBody = z.infer<typeof ZSwitchOffCityBody>;

/** POST /backoffice/reference/makes and PUT …/makes/{id}: upper case, as customers see the list. */
export const ZMakeBody = z
  .object({
    marque_Name: z.string().trim().toUpperCase().min(1, 'validation.required').max(60),
    types: z
      .array(ZMakeKind)
      .min(1, 'backoffice.reference.kindRequired')
      .transform((kinds) => MAKE_KINDS.filter((kind) => kinds.includes(kind))),
  })
  .strict();
export type TMakeBody = z.infer<typeof ZMakeBody>;

/** The lists an administrator edits, as they appear in the addresses and in the audit's entity type. */
export const REFERENCE_LISTS = ['countries', 'cities', 'makes', 'periods'] as const;
export type TReferenceList = (typeof REFERENCE_LISTS)[number];
