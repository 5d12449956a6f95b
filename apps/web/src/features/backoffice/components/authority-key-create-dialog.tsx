import { addDays, addMonths, AUTHORITY_KEY_MONTHS, todayInMorocco } from '@bi/domain';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickersProvider } from '../../../components/date-pickers-provider';
import { DayPicker } from '../../../components/day-picker';
import { fieldError } from '../../../lib/api-client';
import { useCreateAuthorityKey } from '../api/authority-keys';
import { AdminDialog } from './admin-dialog';
import { BudgetField, budgetCount } from './authority-key-budget-field';
import { AuthorityKeyShown } from './authority-key-shown';

const FIELDS = ['authority', 'per_minute', 'per_hour', 'expires_on'];
const EXPIRY_HELP_ID = 'authority-key-expiry-help';

/**
 * A new authority's key: the authority's name, its lookups per minute and per hour and its last day
 * (left empty, the server's year); once created, the key itself, shown this once with a copy button.
 */
export function AuthorityKeyCreateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const create = useCreateAuthorityKey();
  const [authority, setAuthority] = useState('');
  const [perMinute, setPerMinute] = useState('60');
  const [perHour, setPerHour] = useState('1000');
  const [expiresOn, setExpiresOn] = useState('');
  if (create.data) return <AuthorityKeyShown created={create.data} onClose={onClose} />;
  const today = todayInMorocco(new Date());
  const submit = () =>
    create.mutate({
      authority: authority.trim(),
      per_minute: budgetCount(perMinute),
      per_hour: budgetCount(perHour),
      ...(expiresOn && { expires_on: expiresOn }),
    });
  const errorOf = (field: string) => fieldError(create.error, field);
  const expiryError = errorOf('expires_on');
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
      <div>
        <DatePickersProvider>
          <DayPicker
            name="expires_on"
            clearable
            label={t('authorities.create.expiresOn')}
            value={expiresOn}
            onChange={setExpiresOn}
            bounds={{ min: addDays(today, 1), max: addMonths(today, AUTHORITY_KEY_MONTHS) }}
            refusedBy={expiryError ? EXPIRY_HELP_ID : undefined}
          />
        </DatePickersProvider>
        <FormHelperText id={EXPIRY_HELP_ID} error={Boolean(expiryError)}>
          {expiryError ?? t('authorities.create.expiresOnHelp')}
        </FormHelperText>
      </div>
    </AdminDialog>
  );
}
