import type { TLanguage, TStaffRole } from '@bi/domain';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications';
import type { TOfficeWithMailboxes } from '../api/office-list';
import { useInviteStaff } from '../api/staff-invite';
import { fieldError } from '../../../lib/api-client';
import { AdminDialog } from './admin-dialog';
import { StaffLanguageField, StaffRoleField } from './staff-fields';
import { StaffOfficesField } from './staff-offices-field';

/** A text the invitation needs, with the server's word on it under it. */
function RequiredField({
  label,
  value,
  onChange,
  error,
  type = 'text',
  maxLength = 80,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  type?: 'text' | 'email';
  maxLength?: number;
}) {
  return (
    <TextField
      label={label}
      type={type}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      fullWidth
      error={Boolean(error)}
      helperText={error}
      autoComplete="off"
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}

/**
 * A new clerk or administrator: the account is created and a set-password link is mailed to them.
 * The server checks every field; its words show under each one.
 */
export function StaffInviteDialog({
  offices,
  officesLoading,
  onClose,
}: {
  offices: TOfficeWithMailboxes[];
  officesLoading: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const invite = useInviteStaff();
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [role, setRole] = useState<TStaffRole>('clerk');
  const [officeIds, setOfficeIds] = useState<number[]>([]);
  const [language, setLanguage] = useState<TLanguage>('fr');
  const [tried, setTried] = useState(false);
  const noOffice = role === 'clerk' && officeIds.length === 0;
  const submit = () => {
    setTried(true);
    if (noOffice) return;
    const body = {
      email: email.trim(),
      first_name: firstName.trim(),
      last_name: lastName.trim(),
      role,
      office_ids: role === 'clerk' ? officeIds : [],
      language,
    };
    invite.mutate(body, {
      onSuccess: (member) => {
        notify('success', t('staff.invite.done', { email: member.email }));
        onClose();
      },
    });
  };
  const errorOf = (field: string) => fieldError(invite.error, field);
  return (
    <AdminDialog
      title={t('staff.invite.title')}
      onClose={onClose}
      onSubmit={submit}
      pending={invite.isPending}
      error={invite.error}
      confirm={{ label: t('staff.invite.confirm') }}
    >
      <Typography>{t('staff.invite.text')}</Typography>
      <RequiredField
        label={t('staff.form.email')}
        value={email}
        onChange={setEmail}
        error={errorOf('email')}
        type="email"
        maxLength={254}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <RequiredField
          label={t('staff.form.firstName')}
          value={firstName}
          onChange={setFirstName}
          error={errorOf('first_name')}
        />
        <RequiredField
          label={t('staff.form.lastName')}
          value={lastName}
          onChange={setLastName}
          error={errorOf('last_name')}
        />
      </Stack>
      <StaffRoleField value={role} onChange={setRole} />
      {role === 'clerk' && (
        <StaffOfficesField
          offices={offices}
          loading={officesLoading}
          value={officeIds}
          onChange={setOfficeIds}
          error={(tried && noOffice && t('staff.form.officeRequired')) || errorOf('office_ids')}
        />
      )}
      <StaffLanguageField value={language} onChange={setLanguage} />
    </AdminDialog>
  );
}
