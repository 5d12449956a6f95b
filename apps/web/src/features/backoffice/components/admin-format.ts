import { formatMoroccoDateTime } from '@bi/domain';
import { ltr } from '../../../lib/format';

export { ltr, shownAmount, shownDate } from '../../../lib/format';

/** An instant as the offices read it: Moroccan time, dd/MM/yyyy HH:mm. */
export const shownInstant = (instant: string) => ltr(formatMoroccoDateTime(new Date(instant)));
