import { LANGUAGES, STAFF_ROLES, type TLanguage, type TStaffRole } from '@bi/domain';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** Clerk or administrator, each with what it may do under its name. */
export function StaffRoleField({
  value,
  onChange,
  disabled,
  helperText,
}: {
  value: TStaffRole;
  onChange: (role: TStaffRole) => void;
  disabled?: boolean;
  helperText?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <TextField
      select
      label={t('staff.form.role')}
      value={value}
      onChange={(event) => onChange(event.target.value as TStaffRole)}
      disabled={disabled}
      helperText={helperText ?? t(`staff.roleHints.${value}`)}
      fullWidth
    >
      {STAFF_ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {t(`staff.roles.${role}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The language of the invitation's mail and of the member's later mails. */
export function StaffLanguageField({
  value,
  onChange,
}: {
  value: TLanguage;
  onChange: (language: TLanguage) => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <TextField
      select
      label={t('staff.form.language')}
      value={value}
      onChange={(event) => onChange(event.target.value as TLanguage)}
      fullWidth
    >
      {LANGUAGES.map((language) => (
        <MenuItem key={language} value={language} lang={language}>
          {t(`common:nav.languages.${language}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
