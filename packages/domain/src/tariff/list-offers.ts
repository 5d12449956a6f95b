import type { TGarantieOffer, TPackOffer, TPacksAnswer } from '../contracts/packs';
import { centimesToAmount } from '../money';
import {
  GUARANTEES,
  packByCode,
  type TGuarantee,
  type TPackCode,
  type TPeriodCode,
  type TUsageCode,
} from '../reference/catalogue';
import type { TIsoDate } from '../time';
import { computeQuote, optionalGuaranteeNet, type TQuoteLine } from './compute-quote';
import { isExtendedCoverAvailable, periodMonths } from './extended-cover';
import { selectTariff } from './select-tariff';
import type { TTariffTable } from './tariff-table';

type TOfferInput = { usage: TUsageCode; period: TPeriodCode; effectDate: TIsoDate };

function describe(
  guarantee: TGuarantee,
  formulaPrice: (formula: string) => number,
  onlyFormula?: string,
): TGarantieOffer {
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
      .map((formula) => ({
        code: formula.code,
        valeurMin: formula.valeurMin,
        valeurMax: formula.valeurMax,
        franchise: formula.franchise,
        prime: centimesToAmount(formulaPrice(formula.code)),
      })),
  };
}

function packOffer(table: TTariffTable, input: TOfferInput, code: TPackCode): TPackOffer {
  const quote = computeQuote(
    { ...input, cover: { mode: 'pack', pack: code, extras: [] }, trailer: false },
    table,
  );
  const lineOf = (guarantee: TGuarantee): TQuoteLine | undefined =>
    quote.lines.find((line) => line.guarantee === guarantee.code);
  const pack = packByCode(code);
  return {
    pack_Id: pack.pack_Id,
    pack_Code: pack.code,
    pack_Name: pack.pack_Name,
    pack_Name_EN: pack.pack_Name_EN,
    pack_Name_AR: pack.pack_Name_AR,
    // A pack holds one formula of each guarantee, at its price within the pack.
    garanties: GUARANTEES.filter((guarantee) => lineOf(guarantee)).map((guarantee) =>
      describe(guarantee, () => lineOf(guarantee)!.net, lineOf(guarantee)!.formula),
    ),
    primeNet: centimesToAmount(quote.primeNet),
    totalTaxe: centimesToAmount(quote.totalTaxe),
    primeTotal: centimesToAmount(quote.primeTotal),
  };
}

/**
 * What step 5 offers for a usage, duration and effect date: the basic offer always, the other packs and
 * the à la carte guarantees only where the tariff extends cover (tourism, a month or more).
 */
export function listOffers(input: TOfferInput): TPacksAnswer {
  const table = selectTariff(input.effectDate);
  const extended = isExtendedCoverAvailable(table, input.usage, input.period);
  const packCodes: TPackCode[] = [
    'BASE',
    ...(extended ? table.extended_cover.packs.map((pack) => pack.code) : []),
  ];
  const months = periodMonths(input.period);
  const liabilityNet = table.usages[input.usage].liability[input.period];
  const cartes = extended
    ? GUARANTEES.map((guarantee) =>
        describe(guarantee, (formula) =>
          guarantee.code === 'RC'
            ? liabilityNet
            : optionalGuaranteeNet(table, { guarantee: guarantee.code, formula }, months, 0),
        ),
      )
    : [];
  return {
    packs: packCodes.map((code) => packOffer(table, input, code)),
    cartes,
    taux_remorque: table.usages[input.usage].trailer_rate_bp / 100,
    tarif_version: table.version,
  };
}
