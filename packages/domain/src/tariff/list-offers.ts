import type { TExcludedGuarantee, TGarantieOffer, TPackOffer, TPacksAnswer } from '../contracts/packs';
import { amountToCentimes, centimesToAmount, type TCentimes } from '../money';
import {
  GUARANTEES,
  packByCode,
  type TGuarantee,
  type TPackCode,
  type TPeriodCode,
  type TUsageCode,
} from '../reference/catalogue';
import { coverForVehicle } from '../subscription/cover-for-vehicle';
import type { TIsoDate } from '../time';
import { computeQuote, optionalGuaranteeNet, type TQuote, type TQuoteLine } from './compute-quote';
import type { TCoverSelection } from './cover';
import { isExtendedCoverAvailable, periodMonths } from './extended-cover';
import type { TTariffTable } from './tariff-schema';

type TOfferInput = {
  usage: TUsageCode;
  period: TPeriodCode;
  effectDate: TIsoDate;
  /** When known, guarantees the vehicle is too old for are left out, of the packs too (decision 041). */
  vehicleAgeYears?: number;
};

type TFormulaPrices = { net: (formula: string) => TCentimes; ttc: (formula: string) => TCentimes | null };

function describe(guarantee: TGuarantee, prices: TFormulaPrices, onlyFormula?: string): TGarantieOffer {
  return {
    grnt_Id: guarantee.grnt_Id,
    grnt_Code: guarantee.code,
    grnt_Name: guarantee.grnt_Name,
    grnt_Name_EN: guarantee.grnt_Name_EN,
    grnt_Name_AR: guarantee.grnt_Name_AR,
    grnt_Description: guarantee.grnt_Description,
    grnt_Description_EN: guarantee.grnt_Description_EN,
    grnt_Description_AR: guarantee.grnt_Description_AR,
    grnt_Obligatoire: guarantee.grnt_Obligatoire,
    grnt_Min: guarantee.grnt_Min,
    formules: guarantee.formules
      .filter((formula) => onlyFormula === undefined || formula.code === onlyFormula)
      .map((formula) => {
        const ttc = prices.ttc(formula.code);
        return {
          code: formula.code,
          valeurMin: formula.valeurMin,
          valeurMax: formula.valeurMax,
          franchise: formula.franchise,
          prime: centimesToAmount(prices.net(formula.code)),
          prime_ttc: ttc === null ? null : centimesToAmount(ttc),
        };
      }),
  };
}

/**
 * Priced for the vehicle once its age is known, so a pack leaves out what it is too old for; while
 * unknown, every guarantee is priced as offered, the year still to be given before choosing.
 */
const quoteOf = (table: TTariffTable, input: TOfferInput, cover: TCoverSelection): TQuote =>
  computeQuote(
    {
      usage: input.usage,
      period: input.period,
      effectDate: input.effectDate,
      cover,
      trailer: false,
      ...(input.vehicleAgeYears !== undefined && { vehicle: { ageYears: input.vehicleAgeYears } }),
    },
    table,
  );

/**
 * A guarantee added to a pack (the basic offer included) is worth what the total, taxes included,
 * grows by: the taxes are not proportional (stamp, liability-only contribution, rounded tax base).
 */
function optionsOf(
  table: TTariffTable,
  input: TOfferInput,
  code: TPackCode,
  base: TQuote,
  candidates: readonly TGuarantee[],
): TGarantieOffer[] {
  const months = periodMonths(input.period);
  return candidates.map((guarantee) =>
    describe(guarantee, {
      net: (formula) => optionalGuaranteeNet(table, { guarantee: guarantee.code, formula }, months, 0),
      ttc: (formula) =>
        quoteOf(table, input, {
          mode: 'pack',
          pack: code,
          extras: [{ guarantee: guarantee.code, formula }],
        }).primeTotal - base.primeTotal,
    }),
  );
}

function packOffer(
  table: TTariffTable,
  input: TOfferInput,
  code: TPackCode,
  offered: readonly TGuarantee[],
): TPackOffer {
  const quote = quoteOf(table, input, { mode: 'pack', pack: code, extras: [] });
  const lineOf = (guarantee: TGuarantee): TQuoteLine | undefined =>
    quote.lines.find((line) => line.guarantee === guarantee.code);
  const pack = packByCode(code);
  const inPack = GUARANTEES.filter((guarantee) => lineOf(guarantee));
  const canAdd = offered.filter((guarantee) => !guarantee.grnt_Obligatoire && !lineOf(guarantee));
  return {
    pack_Id: pack.pack_Id,
    pack_Code: pack.code,
    pack_Name: pack.pack_Name,
    pack_Name_EN: pack.pack_Name_EN,
    pack_Name_AR: pack.pack_Name_AR,
    // A pack holds one formula of each guarantee, priced together by the pack's total.
    garanties: inPack.map((guarantee) =>
      describe(guarantee, { net: () => lineOf(guarantee)!.net, ttc: () => null }, lineOf(guarantee)!.formula),
    ),
    options: optionsOf(table, input, code, quote, canAdd),
    primeNet: centimesToAmount(quote.primeNet),
    totalTaxe: centimesToAmount(quote.totalTaxe),
    primeTotal: centimesToAmount(quote.primeTotal),
  };
}

function excluded(guarantee: TGuarantee): TExcludedGuarantee {
  return {
    grnt_Id: guarantee.grnt_Id,
    grnt_Code: guarantee.code,
    grnt_Name: guarantee.grnt_Name,
    grnt_Name_EN: guarantee.grnt_Name_EN,
    grnt_Name_AR: guarantee.grnt_Name_AR,
    age_max: guarantee.max_vehicle_age_years ?? 0,
  };
}

/**
 * What step 5 offers for a usage, duration, effect date and, when known, vehicle age: the basic offer
 * always, the other packs and the à la carte guarantees only where the tariff extends cover (tourism,
 * a month or more), as `coverForVehicle` says for the vehicle's age. Every amount meant to be shown
 * is taxes included (`primeTotal`, `prime_ttc`).
 */
export function listOffers(input: TOfferInput, table: TTariffTable): TPacksAnswer {
  const extended = isExtendedCoverAvailable(table, input.usage, input.period);
  const age = input.vehicleAgeYears;
  const forVehicle = coverForVehicle(
    GUARANTEES.map((guarantee) => guarantee.code),
    age,
  );
  const offered = extended
    ? GUARANTEES.filter((guarantee) => forVehicle.guarantees.includes(guarantee.code))
    : [];
  const packCodes: TPackCode[] = [
    'BASE',
    ...(extended
      ? table.extended_cover.packs
          .filter((pack) => coverForVehicle(pack.guarantees, age).offered)
          .map((pack) => pack.code)
      : []),
  ];
  const packs = packCodes.map((code) => packOffer(table, input, code, offered));
  const basic = packs[0]!;
  const liability = GUARANTEES.find((guarantee) => guarantee.grnt_Obligatoire)!;
  // À la carte is the liability plus the lines chosen: each line is priced as an option of the basic offer.
  const cartes = extended
    ? offered.map((guarantee) =>
        guarantee.code === liability.code
          ? describe(guarantee, {
              net: () => table.usages[input.usage].liability[input.period],
              ttc: () => amountToCentimes(basic.primeTotal),
            })
          : basic.options.find((option) => option.grnt_Id === guarantee.grnt_Id)!,
      )
    : [];
  return {
    packs,
    cartes,
    exclusions: extended ? forVehicle.tooOld.map(excluded) : [],
    annee_requise: extended && forVehicle.yearNeeded.length > 0,
    taux_remorque: table.usages[input.usage].trailer_rate_bp / 100,
    tarif_version: table.version,
  };
}
