import { figuresPeriodProblem } from '@bi/domain';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickersProvider } from '../../../components/date-pickers-provider';
import { DayPicker } from '../../../components/day-picker';
import type { TFiguresFilters } from '../api/figures-dashboard';
import { OfficeFilter } from './office-filter';

const PROBLEM_ID = 'figures-filter-to-help';

/**
 * The dashboard's period and office, applied together when the form is sent; a period the server
 * would refuse (inverted, longer than a year) is said under the last day before any call, by the same
 * domain rule.
 */
export function FiguresFilters({
  shown,
  onApply,
}: {
  /** The period the figures on screen are of: the form starts from it. */
  shown: { from: string; to: string; office: string };
  onApply: (filters: TFiguresFilters) => void;
}) {
  const { t } = useTranslation(['figures', 'errors']);
  const [draft, setDraft] = useState(shown);
  const problem = draft.from && draft.to ? figuresPeriodProblem(draft.from, draft.to) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem) onApply(draft);
  };
  return (
    <DatePickersProvider>
      <Stack
        component="form"
        onSubmit={submit}
        aria-label={t('filters.label')}
        noValidate
        sx={{
          display: 'grid',
          gap: 2,
          mb: 3,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: '1fr 1fr 1fr auto',
          },
        }}
      >
        <DayPicker
          name="from"
          label={t('filters.from')}
          value={draft.from}
          onChange={(from) => setDraft((current) => ({ ...current, from }))}
        />
        <div>
          <DayPicker
            name="to"
            label={t('filters.to')}
            value={draft.to}
            onChange={(to) => setDraft((current) => ({ ...current, to }))}
            refusedBy={problem ? PROBLEM_ID : undefined}
          />
          {problem && (
            <FormHelperText id={PROBLEM_ID} error role="alert">
              {t(`errors:${problem}`)}
            </FormHelperText>
          )}
        </div>
        <OfficeFilter
          value={draft.office === '' ? undefined : Number(draft.office)}
          onChange={(office) =>
            setDraft((current) => ({ ...current, office: office === undefined ? '' : String(office) }))
          }
          sx={{ minWidth: 0 }}
        />
        <Button type="submit" variant="contained" size="large" sx={{ alignSelf: 'center' }}>
          {t('filters.apply')}
        </Button>
      </Stack>
    </DatePickersProvider>
  );
}
