import { todayInMorocco, type TIsoDate } from '@bi/domain';

export { ltr, shownDate } from '../../../lib/format';

/** The day an instant (signed, termination asked) fell on in Morocco, where every date rule is judged. */
export const dayInMorocco = (instant: string): TIsoDate => todayInMorocco(new Date(instant));
