import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { format, parseISO } from 'date-fns';
import { useWeekdayLetter } from './date-pickers-provider';
import { ReadOnlyDateField } from './read-only-date-field';
import { useCalendarInHistory } from './use-calendar-in-history';

type TDayPickerProps = {
  label: string;
  /** yyyy-MM-dd, or '' for none. */
  value: string;
  /** The day picked, yyyy-MM-dd, or '' once cleared. */
  onChange: (day: string) => void;
  name?: string;
  /** The first and last days allowed, yyyy-MM-dd. */
  bounds?: { min: string; max: string };
  disabled?: boolean;
  /** Offers Clear beside Cancel and OK: the day is a bound a screen can do without. */
  clearable?: boolean;
  /** The id of the text saying why this day is refused, when it is. */
  refusedBy?: string;
};

/**
 * A day picked in the calendar, shown dd/MM/yyyy whatever the browser's language and never typed
 * (spec §5), so a half-typed or out-of-range date cannot get in; weekdays by their narrow names.
 */
export function DayPicker({
  label,
  value,
  onChange,
  name,
  bounds,
  disabled,
  clearable,
  refusedBy,
}: TDayPickerProps) {
  const weekdayLetter = useWeekdayLetter();
  const calendar = useCalendarInHistory();
  return (
    <MobileDatePicker
      open={calendar.open}
      onOpen={calendar.show}
      onClose={calendar.hide}
      name={name}
      label={label}
      dayOfWeekFormatter={weekdayLetter}
      format="dd/MM/yyyy"
      disabled={disabled}
      value={value ? parseISO(value) : null}
      minDate={bounds && parseISO(bounds.min)}
      maxDate={bounds && parseISO(bounds.max)}
      slots={{ field: ReadOnlyDateField }}
      slotProps={{
        ...(clearable && { actionBar: { actions: ['clear', 'cancel', 'accept'] } }),
        field: refusedBy ? { 'aria-invalid': true, 'aria-describedby': refusedBy } : {},
      }}
      onChange={(day) => {
        if (day === null) onChange('');
        else if (!Number.isNaN(day.getTime())) onChange(format(day, 'yyyy-MM-dd'));
      }}
    />
  );
}
