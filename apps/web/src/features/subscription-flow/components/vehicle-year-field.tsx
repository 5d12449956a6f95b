import { digitsOnly } from '@bi/domain';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/**
 * The year of first registration, asked on step 5 where assistance is offered (decision 041); red
 * while a cover holding assistance is chosen without it, the reason said beside the total.
 */
export function VehicleYearField({
  value,
  onChange,
  inFuture,
  missing,
}: {
  value: string;
  onChange: (value: string) => void;
  inFuture: boolean;
  missing: boolean;
}) {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <TextField
      label={t('flow.step3.year')}
      value={value}
      onChange={(event) => onChange(digitsOnly(event.target.value, 4))}
      error={inFuture || missing}
      helperText={inFuture ? t('errors:validation.yearInFuture') : t('flow.step5.yearHint')}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
      fullWidth
      sx={{ mb: 2 }}
    />
  );
}
