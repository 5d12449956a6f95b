import { applyBasisPoints, ceilToDirham, type TCentimes } from '../money';
import type { TTariffTable } from './tariff-schema';

export type TTaxCode = 'TAXE_ASSURANCE' | 'CONTRIBUTION_SOLIDARITE' | 'FGAC' | 'TIMBRE';

export type TTaxLine = {
  code: TTaxCode;
  /** What the rate applies to, in centimes; null for the fixed stamp. */
  base: TCentimes | null;
  rate_bp: number | null;
  amount: TCentimes;
};

/**
 * The Moroccan build-up on top of the net premium (facts.md): the 14 % tax on insurance contracts is
 * computed on the premium rounded up to the next dirham; the solidarity contribution applies to the
 * whole premium; the road-accident fund contribution (FGAC) only to the liability part; the fixed
 * levy per certificate is the stamp shown on the quote.
 */
export function computeTaxes(
  taxes: TTariffTable['taxes'],
  netPremium: TCentimes,
  liabilityPremium: TCentimes,
): TTaxLine[] {
  const taxBase = ceilToDirham(netPremium);
  return [
    {
      code: 'TAXE_ASSURANCE',
      base: taxBase,
      rate_bp: taxes.insurance_tax_bp,
      amount: applyBasisPoints(taxBase, taxes.insurance_tax_bp),
    },
    {
      code: 'CONTRIBUTION_SOLIDARITE',
      base: netPremium,
      rate_bp: taxes.solidarity_bp,
      amount: applyBasisPoints(netPremium, taxes.solidarity_bp),
    },
    {
      code: 'FGAC',
      base: liabilityPremium,
      rate_bp: taxes.fgac_bp,
      amount: applyBasisPoints(liabilityPremium, taxes.fgac_bp),
    },
    { code: 'TIMBRE', base: null, rate_bp: null, amount: taxes.stamp_centimes },
  ];
}
