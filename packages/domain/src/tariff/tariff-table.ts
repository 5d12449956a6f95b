import { z } from 'zod';
import { ZGuaranteeCode, ZPackCode, ZPeriodCode, ZUsageCode } from '../reference/catalogue';
import tariff202601 from './tables/tariff-2026-01.json';

const ZCentimes = z.number().int().nonnegative();
const ZBasisPoints = z.number().int().min(0).max(10_000);
const ZIsoDateString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * A tariff is data: the insurer publishes a new version with its own effective range instead of a
 * code change. Amounts are net premiums in centimes; taxes are rates in basis points.
 */
export const ZTariffTable = z.object({
  version: z.string().min(1),
  effective_from: ZIsoDateString,
  effective_to: ZIsoDateString.nullable(),
  currency: z.literal('MAD'),
  taxes: z.object({
    insurance_tax_bp: ZBasisPoints,
    solidarity_bp: ZBasisPoints,
    fgac_bp: ZBasisPoints,
    stamp_centimes: ZCentimes,
  }),
  usages: z.record(
    ZUsageCode,
    z.object({
      trailer_rate_bp: ZBasisPoints,
      liability: z.record(ZPeriodCode, ZCentimes),
    }),
  ),
  extended_cover: z.object({
    usages: z.array(ZUsageCode),
    min_months: z.number().int().positive(),
    guarantees_monthly: z.partialRecord(ZGuaranteeCode, z.record(z.string(), ZCentimes)),
    packs: z.array(
      z.object({
        code: ZPackCode,
        guarantees: z.array(ZGuaranteeCode).min(1),
        discount_bp: ZBasisPoints,
      }),
    ),
  }),
});
export type TTariffTable = z.infer<typeof ZTariffTable>;

export const TARIFF_TABLES: readonly TTariffTable[] = [ZTariffTable.parse(tariff202601)];
