import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export type TChoice<T extends string | number> = { value: T; label: string };

/**
 * A short list shown whole, one thumb's tap per choice: a select costs two taps (open, choose) and
 * hides what there is to choose. For lists of a few entries only (durations, usages, fuels, the
 * entry points); a long list stays a searchable select.
 */
export function ChoiceChips<T extends string | number>({
  label,
  choices,
  value,
  onChange,
  onBlur,
  error = false,
  helperText,
  required = false,
  disabled = false,
}: {
  label: string;
  choices: readonly TChoice<T>[];
  value: T | null | undefined;
  onChange: (value: T) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}) {
  return (
    <FormControl component="fieldset" error={error} required={required} disabled={disabled} fullWidth>
      {/* The fieldset's legend names the group once; the buttons' own group stays unnamed. */}
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <ToggleButtonGroup
        exclusive
        value={value ?? null}
        // A second tap on the chosen chip keeps it: a required choice is changed, never emptied.
        onChange={(_, chosen: T | null) => chosen !== null && onChange(chosen)}
        onBlur={onBlur}
        disabled={disabled}
        sx={{ flexWrap: 'wrap', gap: 1 }}
      >
        {choices.map((choice) => (
          <ToggleButton
            key={choice.value}
            value={choice.value}
            color="primary"
            sx={{
              minHeight: 44,
              px: 2,
              textTransform: 'none',
              // Apart, each chip keeps its own rounded border in either direction.
              '&&': { borderRadius: 5, border: 1, borderColor: 'divider', m: 0 },
              '&&.Mui-selected': { borderColor: 'primary.main' },
            }}
          >
            {choice.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {helperText && <FormHelperText>{helperText}</FormHelperText>}
    </FormControl>
  );
}
