import { z } from 'zod';
import { ZPackCode, ZPeriodCode, ZUsageCode } from '../reference/catalogue';
import { ZTariffVersionStatus } from '../backoffice/tariff-version';
import { ZTariffRates } from '../tariff/tariff-schema';
import { ZIsoDate } from './wire';

// The administrator's tariff versions under /api/v1/backoffice/tarifs (decision 053): drafted from the
// version in force, submitted, approved or rejected by a second administrator, each move audited.
// Amounts are integer centimes and rates basis points, as the tariff stores them.

const ZCentimes = z.number().int();

export const ZTariffVersionSummary = z.object({
  id: z.uuid(),
  numero: z.number().int().positive(),
  label: z.string().describe('The `tarif_version` its quotes and contracts carry.'),
  statut: ZTariffVersionStatus,
  date_effet: z.string(),
  auteur: z.string().nullable().describe("The author's e-mail; null for version 1, the seed's."),
  auteur_moi: z.boolean().describe('The caller wrote it: they may edit or submit it, not decide on it.'),
  soumise_le: z.string().nullable(),
  decideur: z.string().nullable(),
  decidee_le: z.string().nullable(),
  motif_refus: z.string().nullable(),
  en_vigueur: z.boolean().describe('The version quotes with an effect date of today are priced with.'),
});
export type TTariffVersionSummary = z.infer<typeof ZTariffVersionSummary>;

export const ZTariffVersionList = z.object({
  today: z.string(),
  earliest_effect: z.string().describe('The first effective date a version may have: tomorrow in Morocco.'),
  value: z.array(ZTariffVersionSummary),
});
export type TTariffVersionList = z.infer<typeof ZTariffVersionList>;

const ZPricePair = z.object({
  version: ZCentimes.nullable().describe(
    'Total including taxes with this version; null: it does not sell it.',
  ),
  en_vigueur: ZCentimes.nullable().describe('The same quote with the version in force today.'),
});

export const ZTariffPreview = z.object({
  en_vigueur: z.object({ label: z.string(), date_effet: z.string() }),
  departs: z.array(ZPricePair.extend({ usage_Code: ZUsageCode })),
  exemples: z.array(
    ZPricePair.extend({
      usage_Code: ZUsageCode,
      periode_Code: ZPeriodCode,
      pack_Code: ZPackCode,
      remorque: z.boolean(),
    }),
  ),
});
export type TTariffPreview = z.infer<typeof ZTariffPreview>;

export const ZTariffVersionDetail = ZTariffVersionSummary.extend({
  tarif: ZTariffRates,
  apercu: ZTariffPreview,
});
export type TTariffVersionDetail = z.infer<typeof ZTariffVersionDetail>;

/** PUT /backoffice/tarifs/{id}: the whole draft, its rates and effective date. */
export const ZUpdateTariffDraftBody = z.object({ date_effet: ZIsoDate, tarif: ZTariffRates }).strict();
export type TUpdateTariffDraftBody = z.infer<typeof ZUpdateTariffDraftBody>;

/** POST /backoffice/tarifs/{id}/reject: the author reads why. */
export const ZRejectTariffBody = z.object({ motif: z.string().trim().min(3).max(500) }).strict();
export type TRejectTariffBody = z.infer<typeof ZRejectTariffBody>;
