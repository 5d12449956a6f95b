import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { format, parseISO } from 'date-fns';
import { ReadOnlyDateField } from '../../../components/read-only-date-field';
import { useWeekdayLetter } from '../../../components/date-pickers-provider';

/**
 * One day of the audit log's range, picked in the calendar the customers' screens use and shown
 * dd/MM/yyyy (spec §5) whatever the browser's language: a native date field showed 07/01 for the 1st
 * of July in an English browser. Empty means no bound. No day is refused: a day to come finds nothing
 * yet, and the browser's clock is not today's judge (the server's is).
 */
export function AuditDayField({
  name,
  label,
  value,
  onChange,
  refusedBy,
}: {
  name: string;
  label: string;
  /** yyyy-MM-dd, or '' for none. */
  value: string;
  onChange: (day: string) => void;
  /** The id of the text saying why this day is refused, when it is. */
  refusedBy?: string;
}) {
  const weekdayLetter = useWeekdayLetter();
  return (
    <MobileDatePicker
      name={name}
      label={label}
      dayOfWeekFormatter={weekdayLetter}
      format="dd/MM/yyyy"
      value={value ? parseISO(value) : null}
      slots={{ field: ReadOnlyDateField }}
      slotProps={{
        actionBar: { actions: ['clear', 'cancel', 'accept'] },
        field: refusedBy ? { 'aria-invalid': true, 'aria-describedby': refusedBy } : {},
      }}
      onChange={(day) => {
        if (day === null) onChange('');
        else if (!Number.isNaN(day.getTime())) onChange(format(day, 'yyyy-MM-dd'));
      }}
    />
  );
}
