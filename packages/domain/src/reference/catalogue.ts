import { z } from 'zod';
import fuelsData from './data/fuels.json';
import guaranteesData from './data/guarantees.json';
import packsData from './data/packs.json';
import periodsData from './data/periods.json';
import usagesData from './data/usages.json';

/** Reference data the rules depend on, kept as JSON files and checked against their schema on load. */

export const ZUsageCode = z.enum([
  'TOURISME',
  'UTILITAIRE',
  'CAMION',
  'TAXI',
  'AUTOCAR',
  'DEUX_ROUES_50',
  'DEUX_ROUES_PLUS_50',
]);
export type TUsageCode = z.infer<typeof ZUsageCode>;

export const ZPeriodCode = z.enum(['J5', 'J10', 'M1', 'M2', 'M3', 'M4', 'M5', 'M6']);
export type TPeriodCode = z.infer<typeof ZPeriodCode>;

export const ZGuaranteeCode = z.enum([
  'RC',
  'DR',
  'ASSISTANCE',
  'DOMMAGE_COLLISION',
  'BRIS_GLACE',
  'INCENDIE',
]);
export type TGuaranteeCode = z.infer<typeof ZGuaranteeCode>;

export const ZPackCode = z.enum(['BASE', 'ESSENTIEL', 'CONFORT', 'SERENITE']);
export type TPackCode = z.infer<typeof ZPackCode>;

const ZUsage = z.object({
  usage_Id: z.number().int(),
  code: ZUsageCode,
  usage_Name: z.string(),
  usage_Name_EN: z.string(),
  usage_Name_AR: z.string(),
  max_places: z.number().int().nullable(),
  /** The seats such a vehicle usually has (a car 5, a two-wheeler 2); null where there is no usual count. */
  usual_places: z.number().int().positive().nullable(),
});
export type TUsage = z.infer<typeof ZUsage>;

const ZPeriod = z.object({
  periode_Id: z.number().int(),
  code: ZPeriodCode,
  periode_Name: z.string(),
  periode_Name_EN: z.string(),
  periode_Name_AR: z.string(),
  periode_Nbr: z.number().int().positive(),
  periode_ParJour: z.boolean(),
});
export type TPeriod = z.infer<typeof ZPeriod>;

const ZFuel = z.object({
  combustile_Id: z.number().int(),
  code: z.string(),
  combustile_Libelle: z.string(),
  combustile_Libelle_EN: z.string(),
  combustile_Libelle_AR: z.string(),
});
export type TFuel = z.infer<typeof ZFuel>;

const ZFormula = z.object({
  code: z.string(),
  valeurMin: z.number().nullable(),
  valeurMax: z.number().nullable(),
  franchise: z.number().nullable(),
});
export type TFormula = z.infer<typeof ZFormula>;

const ZGuarantee = z.object({
  grnt_Id: z.number().int(),
  code: ZGuaranteeCode,
  grnt_Name: z.string(),
  grnt_Name_EN: z.string(),
  grnt_Name_AR: z.string(),
  grnt_Description: z.string().min(1),
  grnt_Description_EN: z.string().min(1),
  grnt_Description_AR: z.string().min(1),
  grnt_Obligatoire: z.boolean(),
  grnt_Min: z.boolean(),
  liability: z.boolean(),
  max_vehicle_age_years: z.number().int().optional(),
  formules: z.array(ZFormula).min(1),
});
export type TGuarantee = z.infer<typeof ZGuarantee>;

const ZPack = z.object({
  pack_Id: z.number().int(),
  code: ZPackCode,
  pack_Name: z.string(),
  pack_Name_EN: z.string(),
  pack_Name_AR: z.string(),
});
export type TPack = z.infer<typeof ZPack>;

export const USAGES: readonly TUsage[] = z.array(ZUsage).parse(usagesData);
export const PERIODS: readonly TPeriod[] = z.array(ZPeriod).parse(periodsData);
export const FUELS: readonly TFuel[] = z.array(ZFuel).parse(fuelsData);
export const GUARANTEES: readonly TGuarantee[] = z.array(ZGuarantee).parse(guaranteesData);
export const PACKS: readonly TPack[] = z.array(ZPack).parse(packsData);

/** Morocco is recognised by its ISO 3166 code, never by a translated name. */
export const MOROCCO_ISO2 = 'MA';

function byCode<T extends { code: string }>(items: readonly T[], code: string, kind: string): T {
  const found = items.find((item) => item.code === code);
  if (!found) throw new Error(`Unknown ${kind} code ${code}`);
  return found;
}

export const usageByCode = (code: TUsageCode) => byCode(USAGES, code, 'usage');
export const periodByCode = (code: TPeriodCode) => byCode(PERIODS, code, 'period');
export const guaranteeByCode = (code: TGuaranteeCode) => byCode(GUARANTEES, code, 'guarantee');
export const packByCode = (code: TPackCode) => byCode(PACKS, code, 'pack');
