import { z } from 'zod';
import { ZGuaranteeCode, ZPackCode, ZPeriodCode, ZUsageCode } from '../reference/catalogue';

const ZCentimes = z.number().int().nonnegative().max(100_000_000);
const ZBasisPoints = z.number().int().min(0).max(10_000);
const ZIsoDateString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * What an administrator sets in a tariff version: amounts are net premiums in centimes, rates are
 * basis points. Records keyed by a catalogue enum must hold every key, so no usage or duration is
 * ever left without a price.
 */
export const ZTariffRates = z.object({
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
      liability: z.record(ZPeriodCode, ZCentimes.positive()),
    }),
  ),
  extended_cover: z.object({
    usages: z.array(ZUsageCode),
    min_months: z.number().int().positive().max(6),
    guarantees_monthly: z.partialRecord(ZGuaranteeCode, z.record(z.string().min(1).max(40), ZCentimes)),
    packs: z.array(
      z.object({
        code: ZPackCode,
        guarantees: z.array(ZGuaranteeCode).min(1),
        discount_bp: ZBasisPoints,
      }),
    ),
  }),
});
export type TTariffRates = z.infer<typeof ZTariffRates>;

/**
 * A tariff is data: the insurer publishes a new version with its own effective date instead of a code
 * change. `effective_to` null: in force until a later version takes over.
 */
export const ZTariffTable = ZTariffRates.extend({
  version: z.string().min(1),
  effective_from: ZIsoDateString,
  effective_to: ZIsoDateString.nullable(),
});
export type TTariffTable = z.infer<typeof ZTariffTable>;

/** A rate as an administrator types it (14, 1.3 %), in the basis points the tariff stores. */
export const basisPointsOf = (percent: number): number => Math.round(percent * 100);
export const percentOf = (basisPoints: number): number => basisPoints / 100;
