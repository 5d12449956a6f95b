import { formatDisplayDate, todayInMorocco, type TIsoDate } from '@bi/domain';

/**
 * A code, a plate or a date placed inside a translated sentence: it keeps its own left-to-right order
 * in Arabic (an isolate, as `phoneText` does for phone numbers) and stays on one line (non-breaking
 * hyphens and spaces), so "BRD-2026-" never ends a line with "000002" on the next. Not an amount, which
 * reads in its language's direction: `shownAmount` (decision 038).
 */
export const ltr = (text: string) =>
  `\u2066${text.replaceAll('-', '\u2011').replaceAll(' ', '\u00a0')}\u2069`;

/** The day an instant (signed, termination asked) fell on in Morocco, where every date rule is judged. */
export const dayInMorocco = (instant: string): TIsoDate => todayInMorocco(new Date(instant));

/** dd/MM/yyyy, isolated for a sentence. */
export const shownDate = (date: TIsoDate) => ltr(formatDisplayDate(date));
