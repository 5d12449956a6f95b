import {
  assertEffectDateAllowed,
  effectDateBounds,
  RuleViolation,
  todayInMorocco,
  type TIsoDate,
} from '@bi/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { format, parseISO } from 'date-fns';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { localizedName } from '../../../lib/localized';
import { useFlowSubscription } from '../api/get-subscription';
import { usePeriods } from '../api/reference-lists';
import { useSaveStep } from '../api/save-step';
import { FlowLayout } from '../components/flow-layout';
import { ListState } from '../components/load-state';
import { ReadOnlyDateField } from '../components/read-only-date-field';
import { StepActions } from '../components/step-actions';
import { SubscriptionGate } from '../components/subscription-gate';
import { effectDateOf, laterDefault, startChoiceOf, type TStartChoice } from '../lib/start-choice';

type TPeriod = Record<string, string | number | boolean | undefined>;
const CHOICES: TStartChoice[] = ['today', 'tomorrow', 'later'];

/** The domain's rule, the one the server applies at step 4: the refusal as a message key, or null. */
function effectDateRefusal(date: TIsoDate, today: TIsoDate): RuleViolation | null {
  try {
    assertEffectDateAllowed(date, today);
    return null;
  } catch (error) {
    if (error instanceof RuleViolation) return error;
    throw error;
  }
}

function Step4Form({ id, period }: { id: string; period: TPeriod }) {
  const { t } = useTranslation(['common', 'errors']);
  const navigate = useNavigate();
  const language = currentLanguage();
  const save = useSaveStep(id, 4);
  const periodsQuery = usePeriods();
  const periods = periodsQuery.data?.result ?? [];
  const today = todayInMorocco();
  const bounds = effectDateBounds(today);
  const stored = period.date_effet as string | undefined;
  const [choice, setChoice] = useState<TStartChoice>(startChoiceOf(stored, today));
  const [later, setLater] = useState(stored && stored > today ? stored : laterDefault(today));
  const [periodId, setPeriodId] = useState(String(period.periode_Id ?? ''));
  const effectDate = effectDateOf(choice, later, today);
  const refusal = effectDateRefusal(effectDate, today);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!periodId || refusal) return;
    save.mutate(
      { date_effet: effectDate, periode_Id: Number(periodId) },
      { onSuccess: () => navigate('/souscriptions/step5') },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack sx={{ gap: 2 }}>
        <Typography component="h2" sx={{ fontWeight: 600 }}>
          {t('flow.step4.start')}
        </Typography>
        <RadioGroup
          value={choice}
          onChange={(event) => setChoice(event.target.value as TStartChoice)}
          aria-label={t('flow.step4.start')}
        >
          {CHOICES.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              label={t(`flow.step4.${option}`)}
            />
          ))}
        </RadioGroup>
        <div>
          <MobileDatePicker
            label={t('flow.step4.date')}
            format="dd/MM/yyyy"
            disabled={choice !== 'later'}
            // The day that will be saved, whichever choice is ticked.
            value={parseISO(effectDate)}
            minDate={parseISO(bounds.min)}
            maxDate={parseISO(bounds.max)}
            slots={{ field: ReadOnlyDateField }}
            onChange={(value) =>
              value && !Number.isNaN(value.getTime()) && setLater(format(value, 'yyyy-MM-dd'))
            }
          />
          {refusal && (
            <FormHelperText error role="alert">
              {t(`errors:${refusal.key}`, refusal.params)}
            </FormHelperText>
          )}
        </div>
        <TextField
          select
          label={t('flow.step4.duration')}
          value={periodId}
          onChange={(event) => setPeriodId(event.target.value)}
          required
        >
          {periods.map((option) => (
            <MenuItem key={option.periode_Id} value={String(option.periode_Id)}>
              {localizedName(option, 'periode_Name', language)}
            </MenuItem>
          ))}
        </TextField>
        <ListState query={periodsQuery} />
      </Stack>
      <StepActions
        back="/souscriptions/step3"
        nextDisabled={!periodId || refusal !== null}
        loading={save.isPending}
      />
    </form>
  );
}

/** /souscriptions/step4: when the cover starts and how long it lasts. */
export function Step4Page() {
  const { t } = useTranslation();
  const subscription = useFlowSubscription();
  return (
    <FlowLayout stage="insurance" title={t('flow.step4.title')}>
      <SubscriptionGate query={subscription}>
        {(data) => <Step4Form id={data._id} period={(data.periode_info ?? {}) as TPeriod} />}
      </SubscriptionGate>
    </FlowLayout>
  );
}
