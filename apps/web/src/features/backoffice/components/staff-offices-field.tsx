import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TOfficeWithMailboxes } from '../api/office-list';

export const officeLabel = (office: Pick<TOfficeWithMailboxes, 'intermediaire_RS' | 'ville_Name'>) =>
  `${office.intermediaire_RS} (${office.ville_Name})`;

/** The offices a clerk acts for, chosen among the 71 by typing a name or a city. */
export function StaffOfficesField({
  offices,
  value,
  onChange,
  error,
  loading,
}: {
  offices: TOfficeWithMailboxes[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  loading: boolean;
}) {
  const { t } = useTranslation('admin');
  const chosen = offices.filter((office) => value.includes(office.intermediaire_Id));
  return (
    <Autocomplete
      multiple
      options={offices}
      value={chosen}
      loading={loading}
      getOptionLabel={officeLabel}
      isOptionEqualToValue={(option, selected) => option.intermediaire_Id === selected.intermediaire_Id}
      onChange={(_event, selected) => onChange(selected.map((office) => office.intermediaire_Id))}
      noOptionsText={t('staff.form.noOffice')}
      loadingText={t('loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('staff.form.offices')}
          required
          error={Boolean(error)}
          helperText={error ?? t('staff.form.officesHint')}
        />
      )}
    />
  );
}
