import { AUDIT_RANGE_INVERTED, isAuditRangeInverted } from '@bi/domain';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickersProvider } from '../../../components/date-pickers-provider';
import { DayPicker } from '../../../components/day-picker';
import type { TAuditFilters, TAuthorityLookups } from '../api/audit-list';

export const NO_AUDIT_FILTERS: TAuditFilters = {
  subscription: '',
  staff: '',
  from: '',
  to: '',
  documentViews: false,
  authorityLookups: 'shown',
};

const AUTHORITY_LOOKUPS: readonly TAuthorityLookups[] = ['shown', 'only', 'hidden'];

const TEXT_FIELDS = [
  { name: 'subscription', type: 'text' },
  { name: 'staff', type: 'email' },
] as const;

const INVERTED_HELP_ID = 'audit-filter-to-help';

/**
 * The audit log's filters, applied together when the form is sent (not on every key); the switch of
 * document views and the choice of the authorities' lookups apply at once, on the filters applied.
 */
export function AuditFilters({
  applied,
  onApply,
}: {
  applied: TAuditFilters;
  onApply: (filters: TAuditFilters) => void;
}) {
  const { t } = useTranslation(['admin', 'errors']);
  const [draft, setDraft] = useState(NO_AUDIT_FILTERS);
  // The server refuses it too; said under the day before any call.
  const inverted = isAuditRangeInverted(draft.from, draft.to);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inverted) return;
    onApply({
      subscription: draft.subscription.trim(),
      staff: draft.staff.trim(),
      from: draft.from,
      to: draft.to,
      documentViews: applied.documentViews,
      authorityLookups: applied.authorityLookups,
    });
  };
  const clear = () => {
    setDraft(NO_AUDIT_FILTERS);
    onApply(NO_AUDIT_FILTERS);
  };
  return (
    <DatePickersProvider>
      <Stack
        component="form"
        onSubmit={submit}
        aria-label={t('audit.filters')}
        sx={{ gap: 2, mb: 2 }}
        noValidate
      >
        <Stack
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              // On one line only where the texts' labels fit whole ("Souscription (code ou identifiant)").
              lg: 'minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)',
            },
          }}
        >
          {TEXT_FIELDS.map(({ name, type }) => (
            <TextField
              key={name}
              name={name}
              type={type}
              label={t(`audit.filter.${name}`)}
              value={draft[name]}
              onChange={(event) => setDraft((current) => ({ ...current, [name]: event.target.value }))}
              slotProps={{ htmlInput: { dir: 'ltr', maxLength: 254 } }}
            />
          ))}
          <DayPicker
            name="from"
            clearable
            label={t('audit.filter.from')}
            value={draft.from}
            onChange={(from) => setDraft((current) => ({ ...current, from }))}
          />
          <div>
            <DayPicker
              name="to"
              clearable
              label={t('audit.filter.to')}
              value={draft.to}
              onChange={(to) => setDraft((current) => ({ ...current, to }))}
              refusedBy={inverted ? INVERTED_HELP_ID : undefined}
            />
            {inverted && (
              <FormHelperText id={INVERTED_HELP_ID} error role="alert">
                {t(`errors:${AUDIT_RANGE_INVERTED}`)}
              </FormHelperText>
            )}
          </div>
        </Stack>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button type="submit" variant="contained" size="large">
            {t('audit.apply')}
          </Button>
          <Button onClick={clear} size="large">
            {t('audit.clear')}
          </Button>
          <TextField
            select
            size="small"
            sx={{ marginInlineStart: 'auto', minWidth: 220 }}
            label={t('audit.authorityLookups.label')}
            value={applied.authorityLookups}
            onChange={(event) =>
              onApply({ ...applied, authorityLookups: event.target.value as TAuthorityLookups })
            }
          >
            {AUTHORITY_LOOKUPS.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {t(`audit.authorityLookups.${choice}`)}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Switch
                checked={applied.documentViews}
                onChange={(_event, checked) => onApply({ ...applied, documentViews: checked })}
              />
            }
            label={t('audit.documentViews')}
          />
        </Stack>
      </Stack>
    </DatePickersProvider>
  );
}
