/**
 * When a reference item may be switched off (decision 051); the console's buttons and the API's use
 * cases ask the same two questions.
 */

/** Step 4 must always offer a duration: the last one on stays on. */
export const isLastPeriodOn = (periodsOn: number): boolean => periodsOn <= 1;

/**
 * A city that open offices stand in is switched off only when the administrator has said so: step 2
 * will no longer offer those offices.
 */
export const cityNeedsConfirmation = (openOffices: readonly string[], confirmed: boolean): boolean =>
  openOffices.length > 0 && !confirmed;

/** A switched-off city takes no new office; an office already there keeps it. */
export const cityTakesOffice = (cityOn: boolean, officeAlreadyThere: boolean): boolean =>
  cityOn || officeAlreadyThere;
