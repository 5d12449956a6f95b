import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { officeName } from '../lib/office-name';
import { useStaff } from '../lib/use-staff';

/** The offices a staff list can be narrowed to; shown only to a member who acts for more than one. */
export function OfficeFilter({
  value,
  onChange,
  sx = [],
}: {
  value: number | undefined;
  onChange: (office: number | undefined) => void;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation('backoffice');
  const staff = useStaff();
  if (staff.offices.length < 2) return null;
  return (
    <TextField
      select
      label={t('queue.office')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      sx={[{ minWidth: 220 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <MenuItem value="">{t('queue.allOffices')}</MenuItem>
      {staff.offices.map((item) => (
        <MenuItem key={item.intermediaire_Id} value={item.intermediaire_Id}>
          {officeName(item)}
        </MenuItem>
      ))}
    </TextField>
  );
}
