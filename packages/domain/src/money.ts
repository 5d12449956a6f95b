import type { TLanguage } from './messages/languages';

/**
 * Money is integer centimes of Moroccan dirham everywhere inside the product; it becomes a decimal
 * number only on the wire and a formatted string only on screen or paper.
 */
export type TCentimes = number;

export function centimesToAmount(centimes: TCentimes): number {
  return Math.round(centimes) / 100;
}

export function amountToCentimes(amount: number): TCentimes {
  return Math.round(amount * 100);
}

/** Rounds half up a ratio expressed in basis points (1 % = 100 bp) of an amount in centimes. */
export function applyBasisPoints(centimes: TCentimes, basisPoints: number): TCentimes {
  return Math.floor((centimes * basisPoints + 5_000) / 10_000);
}

/** Rounds an amount up to the next whole dirham. */
export function ceilToDirham(centimes: TCentimes): TCentimes {
  return Math.ceil(centimes / 100) * 100;
}

const madFormatter = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The currency as each language writes it: the ISO code in French and English, the dirham in Arabic. */
const CURRENCY: Record<TLanguage, string> = { fr: 'MAD', en: 'MAD', ar: 'درهم' };

/**
 * The spec's display format in every language: 497,91 MAD, the digits as de-DE writes them; in Arabic
 * the currency is named as its readers name it, 497,91 درهم (decision 038). The space before the
 * currency is a no-break space, so a narrow line, Arabic's especially, never leaves it alone at the
 * start of the next one.
 */
export function formatMad(centimes: TCentimes, language: TLanguage = 'fr'): string {
  return `${madFormatter.format(centimesToAmount(centimes))}\u00a0${CURRENCY[language]}`;
}
