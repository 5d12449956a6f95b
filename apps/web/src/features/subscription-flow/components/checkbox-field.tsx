import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { ReactNode } from 'react';

/**
 * A box to tick (terms, consent) with its refusal under it, like a text field's: the server's refusal
 * of a consent belongs beside the box, not only in a passing notice.
 */
export function CheckboxField({
  checked,
  onChange,
  onBlur,
  label,
  error,
  helperText,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  label: ReactNode;
  error: boolean;
  helperText: string | undefined;
}) {
  return (
    <FormControl error={error}>
      <FormControlLabel
        control={
          <Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} onBlur={onBlur} />
        }
        label={label}
      />
      {helperText && <FormHelperText>{helperText}</FormHelperText>}
    </FormControl>
  );
}
