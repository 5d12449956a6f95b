import { RuleViolation } from '../errors';
import { applyBasisPoints, type TCentimes } from '../money';
import { GUARANTEES, guaranteeByCode, type TGuarantee, type TGuaranteeCode } from '../reference/catalogue';
import { coverForVehicle } from '../subscription/cover-for-vehicle';
import { meetsCarteMinimum } from '../subscription/cover-rules';
import type { TGuaranteeChoice, TQuoteInput } from './cover';
import { isExtendedCoverAvailable, periodMonths } from './extended-cover';
import type { TTariffTable } from './tariff-schema';
import { computeTaxes, type TTaxLine } from './taxes';

export type TQuoteLine = {
  guarantee: TGuaranteeCode | 'REMORQUE';
  formula: string;
  net: TCentimes;
  /** Liability premiums carry the road-accident fund contribution. */
  liability: boolean;
};

export type TQuote = {
  tariffVersion: string;
  lines: TQuoteLine[];
  primeNet: TCentimes;
  taxes: TTaxLine[];
  totalTaxe: TCentimes;
  primeTotal: TCentimes;
};

const sum = (values: TCentimes[]) => values.reduce((total, value) => total + value, 0);

export function optionalGuaranteeNet(
  table: TTariffTable,
  choice: TGuaranteeChoice,
  months: number,
  discountBp: number,
): TCentimes {
  const monthly = table.extended_cover.guarantees_monthly[choice.guarantee]?.[choice.formula];
  if (monthly === undefined) {
    throw new RuleViolation('cover.unknownFormula', 422, { guarantee: choice.guarantee });
  }
  return applyBasisPoints(monthly * months, 10_000 - discountBp);
}

function defaultFormula(code: TGuaranteeCode): string {
  return guaranteeByCode(code).formules[0]!.code;
}

/** A guarantee refused for the vehicle: each language's message picks its own name, never a code. */
function refusal(key: 'cover.vehicleTooOld' | 'cover.vehicleYearRequired', guarantee: TGuarantee) {
  return new RuleViolation(
    key,
    422,
    {
      guarantee_fr: guarantee.grnt_Name,
      guarantee_en: guarantee.grnt_Name_EN,
      guarantee_ar: guarantee.grnt_Name_AR,
      years: guarantee.max_vehicle_age_years ?? 0,
    },
    key === 'cover.vehicleYearRequired' ? 'annee_circulation' : undefined,
  );
}

/** A pack's guarantees beyond the liability, less those the vehicle is too old for (decision 041). */
function packGuarantees(table: TTariffTable, input: TQuoteInput, code: string): TGuaranteeCode[] {
  const pack = table.extended_cover.packs.find((candidate) => candidate.code === code);
  const held = (pack?.guarantees ?? []).filter((guarantee) => guarantee !== 'RC');
  if (!input.vehicle) return held;
  const forVehicle = coverForVehicle(held, input.vehicle.ageYears);
  if (!forVehicle.offered) throw refusal('cover.vehicleTooOld', forVehicle.tooOld[0]!);
  return forVehicle.guarantees;
}

/** Which optional guarantees the cover holds, with the pack discount each one gets. */
function optionalChoices(
  table: TTariffTable,
  input: TQuoteInput,
): { choice: TGuaranteeChoice; discountBp: number }[] {
  const { cover } = input;
  if (cover.mode === 'pack' && cover.pack === 'BASE' && cover.extras.length === 0) return [];
  if (!isExtendedCoverAvailable(table, input.usage, input.period)) {
    throw new RuleViolation('cover.extendedNotAvailable');
  }
  if (cover.mode === 'carte') {
    const choices = cover.guarantees.filter((choice) => choice.guarantee !== 'RC');
    const chosen = choices.map((choice) => guaranteeByCode(choice.guarantee));
    if (!meetsCarteMinimum(GUARANTEES, chosen)) throw new RuleViolation('cover.carteNeedsMinGuarantee');
    return choices.map((choice) => ({ choice, discountBp: 0 }));
  }
  const discountBp = table.extended_cover.packs.find((pack) => pack.code === cover.pack)?.discount_bp ?? 0;
  const inPack = packGuarantees(table, input, cover.pack);
  const included = inPack.map((code) => ({
    choice: { guarantee: code, formula: defaultFormula(code) },
    discountBp,
  }));
  // A guarantee of the pack left out for the vehicle's age and asked again as an extra is refused below.
  const extras = cover.extras
    .filter((extra) => extra.guarantee !== 'RC' && !inPack.includes(extra.guarantee))
    .map((choice) => ({ choice, discountBp: 0 }));
  return [...included, ...extras];
}

function assertEligible(choices: TGuaranteeChoice[], vehicle: TQuoteInput['vehicle']) {
  const codes = choices.map((choice) => choice.guarantee);
  if (new Set(codes).size !== codes.length) throw new RuleViolation('cover.duplicateGuarantee');
  if (!vehicle) return;
  const forVehicle = coverForVehicle(codes, vehicle.ageYears);
  if (forVehicle.tooOld[0]) throw refusal('cover.vehicleTooOld', forVehicle.tooOld[0]);
  if (forVehicle.yearNeeded[0]) throw refusal('cover.vehicleYearRequired', forVehicle.yearNeeded[0]);
}

/**
 * The premium of a cover from the tariff it is given (the caller picks the version in force on the
 * effect date, or the one a confirmed quote was made with). Pure and deterministic: the server
 * recomputes it from stored data at every change and never trusts a client's figure.
 */
export function computeQuote(input: TQuoteInput, table: TTariffTable): TQuote {
  const usageTariff = table.usages[input.usage];
  const liabilityNet = usageTariff.liability[input.period];
  const optional = optionalChoices(table, input);
  assertEligible(
    optional.map(({ choice }) => choice),
    input.vehicle,
  );

  const months = periodMonths(input.period);
  const lines: TQuoteLine[] = [
    { guarantee: 'RC', formula: defaultFormula('RC'), net: liabilityNet, liability: true },
    ...optional.map(({ choice, discountBp }) => ({
      guarantee: choice.guarantee,
      formula: choice.formula,
      net: optionalGuaranteeNet(table, choice, months, discountBp),
      liability: false,
    })),
  ];
  if (input.trailer) {
    const trailerNet = applyBasisPoints(liabilityNet, usageTariff.trailer_rate_bp);
    lines.push({ guarantee: 'REMORQUE', formula: 'default', net: trailerNet, liability: true });
  }

  const primeNet = sum(lines.map((line) => line.net));
  const liabilityPremium = sum(lines.filter((line) => line.liability).map((line) => line.net));
  const taxes = computeTaxes(table.taxes, primeNet, liabilityPremium);
  const totalTaxe = sum(taxes.map((tax) => tax.amount));
  return {
    tariffVersion: table.version,
    lines,
    primeNet,
    taxes,
    totalTaxe,
    primeTotal: primeNet + totalTaxe,
  };
}
