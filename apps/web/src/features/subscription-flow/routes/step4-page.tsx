import {
  assertEffectDateAllowed,
  effectDateBounds,
  formatDisplayDate,
  preselectedEffectDate,
  RuleViolation,
  STEPS,
  type TIsoDate,
  type TSouscriptionAnswer,
} from '@bi/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStartingPrices } from '../../../api/get-starting-prices';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useFlowSubscription } from '../api/get-subscription';
import { usePeriods } from '../api/reference-lists';
import { useSavePeriod } from '../api/save-period';
import { ChoiceChips } from '../components/choice-chips';
import { FlowLayout } from '../components/flow-layout';
import { ListState } from '../components/load-state';
import { StepActions } from '../components/step-actions';
import { SubscriptionGate } from '../components/subscription-gate';
import { nextAfterStep, stepPath } from '../../../lib/flow-paths';
import { flowState } from '../../../lib/flow-state';
import { formDrafts, useDraftState } from '../lib/form-drafts';
import { useTrailerAsked } from '../lib/use-trailer-asked';
import { effectDateOf, laterDefault, startChoiceOf, type TStartChoice } from '../lib/start-choice';
import { showServerFieldErrors, useFieldFeedback, useStepForm } from '../lib/use-step-form';
import { shownName } from '../../../lib/shown-name';
import { DayPicker } from '../../../components/day-picker';

const PERIOD_FIELDS = STEPS[4].body.omit({ remorque: true });

const CHOICES: TStartChoice[] = ['today', 'tomorrow', 'later'];

/** The domain's rule, the one the server applies at step 4: the refusal as a message key, or null. */
function effectDateRefusal(
  date: TIsoDate | undefined,
  today: TIsoDate,
  previousEnd: TIsoDate | undefined,
  immediateEffect: boolean,
): RuleViolation | null {
  if (!date) return null;
  try {
    assertEffectDateAllowed(date, today, previousEnd, immediateEffect);
    return null;
  } catch (error) {
    if (error instanceof RuleViolation) return error;
    throw error;
  }
}

/**
 * "Today" is the server's (the answer's `today`), never the phone's clock. An extension offers the
 * extended contract's duration, starting the day after its end (decision 027), and no day it covers:
 * today and tomorrow are not offered while the old contract still runs. Today is not offered either at
 * an office that cannot issue with immediate effect (decision 024), and the page says why. A new cover
 * has "today" ticked where the office may start one today, else nothing: the customer picks.
 */
function Step4Form({ subscription }: { subscription: TSouscriptionAnswer }) {
  const { _id: id, periode_info: period, old_periode_info: previous, today } = subscription;
  const { t } = useTranslation(['common', 'errors']);
  const navigate = useNavigate();
  const language = currentLanguage();
  const save = useSavePeriod(id);
  // Asked here, where the trip is described, so that step 5 can be passed when it has nothing to choose.
  const [trailer, askTrailer] = useTrailerAsked(id, subscription.pack_info?.remorque ?? false);
  const draft = formDrafts.key('step4', id);
  const periodsQuery = usePeriods();
  const periods = periodsQuery.data?.result ?? [];
  const previousEnd = previous?.date_fin;
  // As step 2 recorded it, the flag the server judges with.
  const immediateEffect = subscription.user_info.effetImmediat === true;
  const bounds = effectDateBounds(today, previousEnd, immediateEffect);
  const initial = period?.date_effet ?? preselectedEffectDate(today, previousEnd, immediateEffect);
  // The radio ticked and the later day, not yet saved, are the draft's; the form holds the day they stand for.
  const [{ choice, later }, keepStart] = useDraftState(`${draft}:start`, () => ({
    choice: startChoiceOf(initial, today),
    later: initial && initial > today ? initial : laterDefault(today, previousEnd),
  }));
  const effectDate = effectDateOf(choice, later, today);
  const refusal = effectDateRefusal(effectDate, today, previousEnd, immediateEffect);
  // The rate of the tariff in force on the day chosen, the one the quote will apply.
  const trailerRate = useStartingPrices(effectDate).data?.result.find(
    (row) => row.usage_Id === subscription.vehicule_info?.usage_Id,
  )?.taux_remorque;
  // The trailer is the screen's own question beside the form (sent with it, decision 049).
  const form = useStepForm(
    PERIOD_FIELDS,
    { date_effet: effectDate, periode_Id: (period ?? previous)?.periode_Id },
    { key: draft, fixed: ['date_effet'] },
  );
  const shown = useFieldFeedback(form);
  // A saved duration an administrator has switched off since (the extension's, back from its quote) is
  // not offered: nothing is preselected and the field says why it asks for another choice, in the
  // server's words for that refusal; the other saved values stay.
  const savedPeriodId = form.getValues('periode_Id');
  const savedPeriodOff =
    periodsQuery.isSuccess &&
    savedPeriodId !== undefined &&
    !periods.some((option) => option.periode_Id === savedPeriodId);
  useEffect(() => {
    if (!savedPeriodOff) return;
    form.setValue('periode_Id', undefined as unknown as number, { shouldTouch: true });
    form.setError('periode_Id', { type: 'custom', message: 'reference.periodOff' });
  }, [savedPeriodOff, form]);
  const choose = (nextChoice: TStartChoice | null, nextLater: TIsoDate) => {
    keepStart({ choice: nextChoice, later: nextLater });
    form.setValue('date_effet', effectDateOf(nextChoice, nextLater, today), { shouldValidate: true });
  };

  const submit = form.handleSubmit((body) => {
    if (refusal) return;
    save.mutate(
      { period: body, trailer },
      {
        onSuccess: ({ subscription: saved, coverSaved }) => {
          if (coverSaved) {
            flowState.clearTrailerAsked();
            navigate(nextAfterStep(5));
            return;
          }
          flowState.setTrailerAsked(saved._id, trailer);
          navigate(nextAfterStep(4));
        },
        onError: (error) => showServerFieldErrors(form, error),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack sx={{ gap: 2 }}>
        <Typography component="h2" sx={{ fontWeight: 600 }}>
          {t('flow.step4.start')}
        </Typography>
        <RadioGroup
          value={choice ?? ''}
          onChange={(_, value) => choose(CHOICES.find((option) => option === value) ?? choice, later)}
          aria-label={t('flow.step4.start')}
        >
          {CHOICES.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              label={t(`flow.step4.${option}`)}
              disabled={option !== 'later' && (effectDateOf(option, later, today) ?? today) < bounds.min}
            />
          ))}
        </RadioGroup>
        {!immediateEffect && !previousEnd && (
          <FormHelperText>
            {t('errors:period.effectTodayNotImmediate', { min: formatDisplayDate(bounds.min) })}
          </FormHelperText>
        )}
        <div>
          <DayPicker
            label={t('flow.step4.date')}
            disabled={choice !== 'later'}
            // The day that will be saved, whichever choice is ticked.
            value={effectDate ?? ''}
            bounds={bounds}
            onChange={(day) => day && choose(choice, day)}
          />
          {refusal && (
            <FormHelperText error role="alert">
              {t(`errors:${refusal.key}`, refusal.params)}
            </FormHelperText>
          )}
        </div>
        <Controller
          control={form.control}
          name="periode_Id"
          render={({ field }) => (
            <ChoiceChips
              label={t('flow.step4.duration')}
              choices={periods.map((option) => ({
                value: option.periode_Id,
                label: shownName(option, 'periode_Name', language),
              }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              required
              {...shown(field.name)}
            />
          )}
        />
        <ListState query={periodsQuery} />
        <FormControlLabel
          control={<Checkbox checked={trailer} onChange={(event) => askTrailer(event.target.checked)} />}
          label={
            trailerRate === undefined
              ? t('flow.step4.trailer')
              : t('flow.step4.trailerRate', { rate: trailerRate })
          }
        />
      </Stack>
      <StepActions
        back={stepPath(3)}
        nextDisabled={!form.formState.isValid || refusal !== null}
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
    <FlowLayout stage={STEPS[4].stage} title={t('flow.step4.title')}>
      <SubscriptionGate query={subscription}>{(data) => <Step4Form subscription={data} />}</SubscriptionGate>
    </FlowLayout>
  );
}
