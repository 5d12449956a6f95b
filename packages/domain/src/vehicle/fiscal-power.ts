/** The engine a fiscal power is computed for: the rule has one coefficient for diesel, one for the rest. */
export type TFiscalEngine = 'petrol' | 'diesel';

// The rule Morocco kept from the French administration (circular of 28 December 1956, published as
// annex A of French law 93-859): P = K·n·D²·L·ω with K = 0.00015 and ω = 30 rev/s for a car, which is
// 0.00015 × 30 × 4/π = 5.73 CV per litre of displacement (the circular writes "P = 5,73 × V" itself),
// times 0.7 for a four-stroke diesel. Rounded to the nearest unit, it puts a diesel's step from 7 to
// 8 CV at 1,870 cm³, the threshold Moroccan owners report.
const CV_PER_CM3 = (0.00015 * 30 * 4) / Math.PI;
const DIESEL = 0.7;

/**
 * The Moroccan fiscal power (CV) of a car or van from its displacement in cm³ and its engine; undefined
 * outside the cars' range (a misread displacement gives no power rather than a wrong one) or above the
 * two digits step 3 takes. Electric, hybrid and gas vehicles have no rule here: their power is typed.
 */
export function moroccanFiscalPower(displacementCm3: number, engine: TFiscalEngine): number | undefined {
  if (!Number.isInteger(displacementCm3) || displacementCm3 < 500 || displacementCm3 > 8500) return undefined;
  const power = Math.round(CV_PER_CM3 * displacementCm3 * (engine === 'diesel' ? DIESEL : 1));
  return power >= 1 && power <= 99 ? power : undefined;
}
