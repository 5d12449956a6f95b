import { GUARANTEES, type TGuarantee } from '../reference/catalogue';

/** Where a guarantee stands for a vehicle: offered, offered once its year is given, or too old for it. */
export type TAgeStanding = 'offered' | 'yearNeeded' | 'tooOld';

export function guaranteeStanding(
  guarantee: Pick<TGuarantee, 'max_vehicle_age_years'>,
  ageYears: number | undefined,
): TAgeStanding {
  const limit = guarantee.max_vehicle_age_years;
  if (limit === undefined) return 'offered';
  if (ageYears === undefined) return 'yearNeeded';
  return ageYears <= limit ? 'offered' : 'tooOld';
}

export type TCoverForVehicle<TCode extends string> = {
  /** Whether the cover is sold for this vehicle at all. */
  offered: boolean;
  /** The guarantees it holds for this vehicle: those it is too old for are left out. */
  guarantees: TCode[];
  /** Guarantees it holds that cannot be chosen before the vehicle's year is given. */
  yearNeeded: TGuarantee[];
  /** Guarantees left out for the vehicle's age. */
  tooOld: TGuarantee[];
};

/**
 * Spec §9, "Roadside assistance excludes vehicles over 10 years" (decision 041): the one rule saying
 * what a cover (a pack's guarantees, or the guarantees chosen) holds for a vehicle of this age, known
 * or not. A guarantee with an age limit is left out above it and needs the year while the age is
 * unknown. A cover that lost a guarantee is still sold if what remains holds one counting toward
 * à la carte's minimum (Confort without assistance); one left with the liability and legal defence
 * alone is not (Essentiel), as à la carte refuses that cover too. Codes outside the catalogue (a
 * trailer line) have no limit.
 */
export function coverForVehicle<TCode extends string>(
  codes: readonly TCode[],
  ageYears: number | undefined,
): TCoverForVehicle<TCode> {
  const known = (code: string) => GUARANTEES.find((guarantee) => guarantee.code === code);
  const standing = (code: string) => {
    const guarantee = known(code);
    return guarantee ? guaranteeStanding(guarantee, ageYears) : 'offered';
  };
  const guarantees = codes.filter((code) => standing(code) !== 'tooOld');
  const tooOld = codes.filter((code) => standing(code) === 'tooOld').map((code) => known(code)!);
  return {
    offered: tooOld.length === 0 || guarantees.some((code) => known(code)?.grnt_Min),
    guarantees,
    yearNeeded: guarantees.filter((code) => standing(code) === 'yearNeeded').map((code) => known(code)!),
    tooOld,
  };
}
