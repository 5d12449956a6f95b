import { westernDigits } from '@bi/domain';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../lib/api-client';
import { useCreateAuthorityKey } from '../api/authority-keys';
import { AdminDialog } from './admin-dialog';
import { AuthorityKeyShown } from './authority-key-shown';

/** A whole number typed in a budget field, or NaN for the server to refuse in words. */
const FIELDS = ['authority', 'per_minute', 'per_hour'];

const count = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Lookups per minute or per hour, the server's word on it under it. */
function BudgetField(props: {
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

/**
 * A new authority's key: the authority's name and its lookups per minute and per hour; once created,
 * the key itself, shown this once with a copy button.
 */
export function AuthorityKeyCreateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const create = useCreateAuthorityKey();
  const [authority, setAuthority] = useState('');
  const [perMinute, setPerMinute] = useState('60');
  const [perHour, setPerHour] = useState('1000');
  if (create.data) return <AuthorityKeyShown created={create.data} onClose={onClose} />;
  const submit = () =>
    create.mutate({ authority: authority.trim(), per_minute: count(perMinute), per_hour: count(perHour) });
  const errorOf = (field: string) => fieldError(create.error, field);
  return (
    <AdminDialog
      title={t('authorities.create.title')}
      onClose={onClose}
      onSubmit={submit}
      pending={create.isPending}
      error={create.error && !FIELDS.some(errorOf) ? create.error : null}
      confirm={{ label: t('authorities.create.confirm') }}
    >
      <TextField
        label={t('authorities.create.authority')}
        value={authority}
        onChange={(event) => setAuthority(event.target.value)}
        required
        fullWidth
        autoComplete="off"
        error={Boolean(errorOf('authority'))}
        helperText={errorOf('authority') ?? t('authorities.create.authorityHelp')}
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      <BudgetField
        label={t('authorities.create.perMinute')}
        value={perMinute}
        onChange={setPerMinute}
        error={errorOf('per_minute')}
      />
      <BudgetField
        label={t('authorities.create.perHour')}
        value={perHour}
        onChange={setPerHour}
        error={errorOf('per_hour')}
      />
    </AdminDialog>
  );
}
