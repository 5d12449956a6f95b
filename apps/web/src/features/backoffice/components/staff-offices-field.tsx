import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TOfficeWithMailboxes } from '../api/office-list';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { shownName } from '../../../lib/shown-name';
import { officeName } from '../lib/office-name';

type TLabelled = Pick<
  TOfficeWithMailboxes,
  'intermediaire_Id' | 'intermediaire_RS' | 'intermediaire_RS_AR' | 'ville_Name' | 'ville_Name_AR'
>;

/** The city in the reader's language, isolated (FSI…PDI): a Latin name must not turn an Arabic line around. */
export const officeLabel = (office: TLabelled) =>
  `${officeName(office)} (\u2068${shownName(office, 'ville_Name', currentLanguage(), 'proper')}\u2069)`;

/** Typed in either script: an Arabic screen shows the Arabic name, the office's papers the French one. */
const byEitherName = createFilterOptions<TOfficeWithMailboxes>({
  stringify: (office) => `${officeLabel(office)} ${office.intermediaire_RS} ${office.ville_Name}`,
});

/**
 * The offices a clerk acts for, chosen among the 71 by typing a name or a city. A closed office stays
 * choosable, its contracts still being worked (decision 048), but under a heading of its own after the
 * open ones, each marked closed: an invitation is not sent to an office that no longer sells unawares.
 */
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
  const openFirst = [...offices].sort((a, b) => Number(b.actif) - Number(a.actif));
  return (
    <Autocomplete
      multiple
      options={openFirst}
      groupBy={(office) => t(office.actif ? 'staff.form.openOffices' : 'staff.form.closedOffices')}
      renderOption={({ key, ...props }, office) => (
        <li key={key} {...props}>
          {officeLabel(office)}
          {!office.actif && (
            <Chip size="small" variant="outlined" label={t('offices.closed')} sx={{ mx: 1 }} />
          )}
        </li>
      )}
      value={chosen}
      loading={loading}
      getOptionLabel={officeLabel}
      filterOptions={byEitherName}
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
