import { westernDigits } from '@bi/domain';
import TextField from '@mui/material/TextField';

/** A whole number typed in a budget field, or NaN for the server to refuse in words. */
export const budgetCount = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Lookups per minute or per hour, the server's word on it under it. */
export function BudgetField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <TextField
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(westernDigits(event.target.value))}
      required
      fullWidth
      error={Boolean(props.error)}
      helperText={props.error}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
    />
  );
}
