import { addDays, defaultLaterStartDate, type TIsoDate } from '@bi/domain';

export type TStartChoice = 'today' | 'tomorrow' | 'later';

/**
 * Spec §4: on editing, the stored date is compared with today and tomorrow, otherwise it is 'later'.
 * No date (nothing stored, nothing preselected) ticks nothing: the customer picks (decision 027).
 */
export function startChoiceOf(date: TIsoDate | null | undefined, today: TIsoDate): TStartChoice | null {
  if (!date) return null;
  if (date === today) return 'today';
  if (date === addDays(today, 1)) return 'tomorrow';
  return 'later';
}

/** 'Later' starts two days ahead, or the day after the previous period when extending (the domain's rule). */
export const laterDefault = (today: TIsoDate, previousEnd?: TIsoDate) =>
  defaultLaterStartDate(today, previousEnd);

/** The day the choice stands for: what is saved, and what the date field shows whatever is ticked. */
export function effectDateOf(
  choice: TStartChoice | null,
  later: TIsoDate,
  today: TIsoDate,
): TIsoDate | undefined {
  if (choice === 'today') return today;
  if (choice === 'tomorrow') return addDays(today, 1);
  if (choice === 'later') return later;
  return undefined;
}
