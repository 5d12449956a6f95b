import { formatMoroccoDateTime } from '@bi/domain';

/** An instant from the wire as the office reads it: the date and time in Morocco. */
export const formatInstant = (iso: string) => formatMoroccoDateTime(new Date(iso));
