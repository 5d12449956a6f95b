import EventIcon from '@mui/icons-material/Event';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { usePickerContext, usePickerTranslations } from '@mui/x-date-pickers/hooks';
import { format } from 'date-fns';
import type { HTMLAttributes, KeyboardEvent } from 'react';

/** What a screen may pass through the picker's `slotProps.field`: the day refused, and why. */
type TReadOnlyDateFieldProps = Pick<HTMLAttributes<HTMLDivElement>, 'aria-invalid' | 'aria-describedby'>;

/**
 * The field of a date picker: it shows the day dd/MM/yyyy and opens the calendar, but takes no typing
 * (spec §5), so a half-typed or out-of-range date cannot get in.
 */
export function ReadOnlyDateField({
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: TReadOnlyDateFieldProps) {
  const { value, setOpen, disabled, label, name, rootRef, triggerRef } = usePickerContext<Date | null>();
  const translations = usePickerTranslations();
  const shown = value && !Number.isNaN(value.getTime()) ? format(value, 'dd/MM/yyyy') : '';
  const open = () => {
    if (!disabled) setOpen(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    open();
  };
  return (
    <TextField
      ref={rootRef}
      label={label}
      name={name}
      value={shown}
      fullWidth
      disabled={disabled}
      error={invalid === true || invalid === 'true'}
      onClick={open}
      onKeyDown={onKeyDown}
      slotProps={{
        htmlInput: {
          readOnly: true,
          dir: 'ltr',
          'aria-haspopup': 'dialog',
          ...(describedBy && { 'aria-describedby': describedBy }),
        },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                ref={triggerRef}
                onClick={open}
                disabled={disabled}
                aria-label={translations.openDatePickerDialogue(shown)}
                edge="end"
              >
                <EventIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
