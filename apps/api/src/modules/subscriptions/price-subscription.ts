import {
  centimesToAmount,
  computeQuote,
  GUARANTEES,
  PACKS,
  type TCoverSelection,
  type TStep5,
  type TPeriodCode,
  type TUsageCode,
} from '@bi/domain';
import { AppError } from '../../lib/app-error';

export type TStoredCover = {
  type: 'pack' | 'carte';
  pack_Id: number | null;
  selected_garanties: { grnt_Id: number; selected_formule: string }[];
  remorque: boolean;
};

/** Step 5's body as it is stored in pack_info. */
export const coverOf = (body: TStep5): TStoredCover => ({
  type: body.type,
  pack_Id: body.type === 'pack' ? (body.pack_Id ?? null) : null,
  selected_garanties: body.selected_garanties,
  remorque: body.remorque,
});

export function coverSelection(cover: TStoredCover): TCoverSelection {
  const choices = cover.selected_garanties.map((choice) => {
    const guarantee = GUARANTEES.find((candidate) => candidate.grnt_Id === choice.grnt_Id);
    if (!guarantee)
      throw new AppError(422, 'subscription.unknownGuarantee', {}, [
        { field: 'selected_garanties', key: 'subscription.unknownGuarantee' },
      ]);
    return { guarantee: guarantee.code, formula: choice.selected_formule };
  });
  if (cover.type === 'carte') return { mode: 'carte', guarantees: choices };
  const pack = PACKS.find((candidate) => candidate.pack_Id === cover.pack_Id);
  if (!pack)
    throw new AppError(422, 'subscription.unknownPack', {}, [
      { field: 'pack_Id', key: 'subscription.unknownPack' },
    ]);
  return { mode: 'pack', pack: pack.code, extras: choices };
}

/**
 * The quote from what is stored, never from a figure the client sent: the usage and vehicle age of
 * step 3, the period and effect date of step 4, the cover of step 5.
 */
export function priceSubscription(input: {
  usage: TUsageCode;
  period: TPeriodCode;
  effectDate: string;
  cover: TStoredCover;
  vehicleAgeYears?: number;
}) {
  const quote = computeQuote({
    usage: input.usage,
    period: input.period,
    effectDate: input.effectDate,
    cover: coverSelection(input.cover),
    trailer: input.cover.remorque,
    vehicleAgeYears: input.vehicleAgeYears,
  });
  return {
    primeNet: centimesToAmount(quote.primeNet),
    totalTaxe: centimesToAmount(quote.totalTaxe),
    primeTotal: centimesToAmount(quote.primeTotal),
    taxes: quote.taxes.map((tax) => ({
      code: tax.code,
      base: tax.base === null ? null : centimesToAmount(tax.base),
      taux: tax.rate_bp === null ? null : tax.rate_bp / 100,
      montant: centimesToAmount(tax.amount),
    })),
    garanties: quote.lines.map((line) => ({
      code: line.guarantee,
      formule: line.formula,
      prime: centimesToAmount(line.net),
    })),
    tarif_version: quote.tariffVersion,
  };
}
