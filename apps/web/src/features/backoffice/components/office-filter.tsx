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
  const { t, i18n } = useTranslation('backoffice');
  const staff = useStaff();
  if (staff.offices.length < 2) return null;
  // In the order of the names shown: an Arabic screen reads them by their Arabic names.
  const offices = staff.offices
    .map((office) => ({ id: office.intermediaire_Id, name: officeName(office) }))
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  return (
    <TextField
      select
      label={t('queue.office')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      sx={[{ minWidth: 220 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <MenuItem value="">{t('queue.allOffices')}</MenuItem>
      {offices.map((office) => (
        <MenuItem key={office.id} value={office.id}>
          {office.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
