import type { TLanguage } from '../messages/languages';
import { amountToCentimes, formatMad, type TCentimes } from '../money';

type TFormulaTerms = { valeurMax: number | null; franchise: number | null };

/** What the customer keeps paying on a claim: an amount, a share of the claim, or nothing. */
export type TDeductible = { kind: 'amount'; centimes: TCentimes } | { kind: 'rate'; percent: number };

/** Spec §9: a franchise above 100 is an amount in MAD, otherwise a percentage; none (fire) shows nothing. */
export function deductibleOf(formula: TFormulaTerms): TDeductible | null {
  const { franchise } = formula;
  if (!franchise) return null;
  return franchise > 100
    ? { kind: 'amount', centimes: amountToCentimes(franchise) }
    : { kind: 'rate', percent: franchise };
}

/** The deductible as shown: "1.000,00 MAD" or "10 %", null when there is none. */
export function formatDeductible(formula: TFormulaTerms, language?: TLanguage): string | null {
  const deductible = deductibleOf(formula);
  if (!deductible) return null;
  return deductible.kind === 'amount' ? formatMad(deductible.centimes, language) : `${deductible.percent} %`;
}

/** The ceiling (valeurMax) as shown, null for a guarantee without one. */
export function formatCeiling(formula: TFormulaTerms, language?: TLanguage): string | null {
  return formula.valeurMax === null ? null : formatMad(amountToCentimes(formula.valeurMax), language);
}
