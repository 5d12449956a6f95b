import { addDays, defaultLaterStartDate, type TIsoDate } from '@bi/domain';

export type TStartChoice = 'today' | 'tomorrow' | 'later';

/** Spec §4: on editing, the stored date is compared with today and tomorrow, otherwise it is 'later'. */
export function startChoiceOf(date: TIsoDate | undefined, today: TIsoDate): TStartChoice {
  if (date === today) return 'today';
  if (date === addDays(today, 1)) return 'tomorrow';
  return 'later';
}

/** 'Later' starts two days ahead, or two days after the previous period when extending (the domain's rule). */
export const laterDefault = (today: TIsoDate, previousEnd?: TIsoDate) =>
  defaultLaterStartDate(today, previousEnd);

/** The day the choice stands for: what is saved, and what the date field shows whatever is ticked. */
export function effectDateOf(choice: TStartChoice, later: TIsoDate, today: TIsoDate): TIsoDate {
  if (choice === 'today') return today;
  if (choice === 'tomorrow') return addDays(today, 1);
  return later;
}
