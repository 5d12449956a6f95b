import {
  centimesToAmount,
  computeQuote,
  GUARANTEES,
  PACKS,
  type TCoverChoice,
  type TCoverInfo,
  type TCoverSelection,
  type TPeriodCode,
  type TQuoteResult,
  type TUsageCode,
} from '@bi/domain';
import { AppError } from '../../lib/app-error';

function guaranteeOf(grntId: number) {
  const guarantee = GUARANTEES.find((candidate) => candidate.grnt_Id === grntId);
  if (!guarantee)
    throw new AppError(422, 'subscription.unknownGuarantee', {}, [
      { field: 'selected_garanties', key: 'subscription.unknownGuarantee' },
    ]);
  return guarantee;
}

function packOf(choice: TCoverChoice | TCoverInfo) {
  if (choice.type === 'carte') return null;
  const pack = PACKS.find((candidate) => candidate.pack_Id === choice.pack_Id);
  if (!pack)
    throw new AppError(422, 'subscription.unknownPack', {}, [
      { field: 'pack_Id', key: 'subscription.unknownPack' },
    ]);
  return pack;
}

/** Step 5's choice as it is stored in pack_info: the ids, with the catalogue's codes and names. */
export function coverInfoOf(choice: TCoverChoice): TCoverInfo {
  const pack = packOf(choice);
  return {
    type: choice.type,
    pack_Id: pack?.pack_Id ?? null,
    pack_Code: pack?.code ?? null,
    selected_pack: pack?.pack_Name ?? null,
    selected_garanties: choice.selected_garanties.map((chosen) => {
      const guarantee = guaranteeOf(chosen.grnt_Id);
      return { ...chosen, grnt_Code: guarantee.code, grnt_Name: guarantee.grnt_Name };
    }),
    remorque: choice.remorque,
  };
}

/** The tariff's view of a cover: codes instead of ids. */
function coverSelection(cover: TCoverChoice | TCoverInfo): TCoverSelection {
  const choices = cover.selected_garanties.map((chosen) => ({
    guarantee: guaranteeOf(chosen.grnt_Id).code,
    formula: chosen.selected_formule,
  }));
  const pack = packOf(cover);
  if (!pack) return { mode: 'carte', guarantees: choices };
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
  cover: TCoverChoice | TCoverInfo;
  vehicleAgeYears?: number;
}): TQuoteResult {
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
