import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

/**
 * Which items a list shows (open, applied, refused…): buttons that hold their choice, wide enough for a
 * thumb and wrapping on a phone.
 */
export function AdminStatusFilter<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      color="primary"
      value={value}
      onChange={(_event, next: T | null) => next && onChange(next)}
      aria-label={label}
      sx={{ mb: 2, flexWrap: 'wrap' }}
    >
      {options.map((option) => (
        <ToggleButton key={option.value} value={option.value} sx={{ minHeight: 48, px: 2 }}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
