import {
  localizedName,
  asksMoroccoConsent,
  requiresIdentityNumber,
  residenceGaps,
  STEPS,
  type TInsured,
  type TPaysAnswer,
} from '@bi/domain';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { usePreviousResidence, type TPreviousResidence } from '../api/get-latest-open';
import { useFlowSubscription } from '../api/get-subscription';
import { useCountries } from '../api/reference-lists';
import { useSaveStep } from '../api/save-step';
import { CheckboxField } from '../components/checkbox-field';
import { FlowLayout } from '../components/flow-layout';
import { ListState } from '../components/load-state';
import { StepActions } from '../components/step-actions';
import { SubscriptionGate } from '../components/subscription-gate';
import { nextAfterStep, stepPath } from '../../../lib/flow-paths';
import { flowState } from '../../../lib/flow-state';
import { uploadKeptPhotos } from '../lib/kept-photos';
import { countriesMatching, countryNamed } from '../lib/country-named';
import { formDrafts } from '../lib/form-drafts';
import { showServerFieldErrors, useFieldFeedback, useStepForm } from '../lib/use-step-form';

function Step1Form({
  id,
  info,
  previous,
}: {
  id: string;
  info: TInsured;
  previous: TPreviousResidence | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveStep(id, 1);
  const countriesQuery = useCountries();
  const countries = countriesQuery.data?.result ?? [];
  const language = currentLanguage();
  const personal = requiresIdentityNumber(info.type);
  // An identity number is a person's, a register number a company's: reused only for the same type.
  const sameType = previous !== null && previous.type === info.type;
  // The number read in the identity photo on /create, the customer's latest word, for the customer to check.
  const photographed = personal ? flowState.identityNumber() : null;
  const [numberToCheck, setNumberToCheck] = useState(
    () => photographed !== null && flowState.identityNumberToCheck(),
  );
  const form = useStepForm(
    STEPS[1].body,
    {
      pays_Id: info.pays_Id ?? previous?.pays_Id,
      ville: info.ville ?? previous?.ville ?? '',
      address1: info.address1 ?? previous?.address1 ?? '',
      address2: info.address2 ?? previous?.address2 ?? '',
      num_identity: photographed ?? info.num_identity ?? (sameType ? previous.num_identity : undefined) ?? '',
      // Given with their last contract, the consent stays ticked: they may untick it; it is recorded anew.
      consent_maroc: Boolean(info.consent_maroc ?? previous?.consent_maroc),
    },
    { key: formDrafts.key('step1', id) },
  );
  const shown = useFieldFeedback(form);
  // The identity photo taken on /create waited for the account and the subscription: both exist now.
  useEffect(() => void uploadKeptPhotos(id), [id]);
  const country = countries.find((candidate) => candidate.pays_Id === form.watch('pays_Id'));
  const abroad = asksMoroccoConsent(country?.pays_Code);
  // Rules that depend on the stored person type and on the country list, as step 3's seat limit: the
  // schema is the one the API applies to every step 1, and the API checks these against its own data.
  const gaps = residenceGaps(info.type, country?.pays_Code, form.watch());
  const identityMissing = gaps.includes('num_identity');
  const consentMissing = gaps.includes('consent_maroc');

  const submit = form.handleSubmit((body) => {
    if (identityMissing || consentMissing) return;
    save.mutate(
      {
        ...body,
        // An empty optional line is not given, as the API stores it (null), not an empty text.
        address2: body.address2 || undefined,
        num_identity: body.num_identity || undefined,
        // The consent is asked, and recorded, for a residence abroad only.
        consent_maroc: abroad && body.consent_maroc,
      },
      {
        onSuccess: () => {
          flowState.clearIdentityNumber();
          navigate(nextAfterStep(1));
        },
        onError: (error) => showServerFieldErrors(form, error),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack sx={{ gap: 2 }}>
        <Controller
          control={form.control}
          name="pays_Id"
          render={({ field }) => (
            <Autocomplete<TPaysAnswer, false, false, false, 'div', number>
              options={countries}
              value={field.value ?? null}
              getOptionValue={(option) => option.pays_Id}
              getOptionLabel={(option) => localizedName(option, 'pays_Name', language)}
              filterOptions={(all, state) => countriesMatching(all, state.inputValue, state.getOptionLabel)}
              onChange={(_, value) => field.onChange(value ?? undefined)}
              // The phone's autofill writes the country's name: it chooses that country.
              onInputChange={(_, text, reason) => {
                const named = reason === 'input' ? countryNamed(countries, text) : undefined;
                if (named && named.pays_Id !== field.value) field.onChange(named.pays_Id);
              }}
              onBlur={field.onBlur}
              noOptionsText={t('flow.noOptions')}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('flow.step1.country')}
                  required
                  {...shown(field.name)}
                  slotProps={{
                    ...params.slotProps,
                    htmlInput: { ...params.slotProps.htmlInput, autoComplete: 'country-name' },
                  }}
                />
              )}
            />
          )}
        />
        <ListState query={countriesQuery} />
        <Controller
          control={form.control}
          name="ville"
          render={({ field }) => (
            <TextField
              {...field}
              label={t('flow.step1.city')}
              autoComplete="address-level2"
              // A French address typed in the Arabic form reads in its own direction, not reversed.
              slotProps={{ htmlInput: { dir: 'auto' } }}
              required
              {...shown(field.name)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="address1"
          render={({ field }) => (
            <TextField
              {...field}
              label={t('flow.step1.address1')}
              autoComplete="address-line1"
              // A French address typed in the Arabic form reads in its own direction, not reversed.
              slotProps={{ htmlInput: { dir: 'auto' } }}
              required
              {...shown(field.name)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="address2"
          render={({ field }) => (
            <TextField
              {...field}
              value={field.value ?? ''}
              label={t('flow.step1.address2')}
              autoComplete="address-line2"
              // A French address typed in the Arabic form reads in its own direction, not reversed.
              slotProps={{ htmlInput: { dir: 'auto' } }}
              {...shown(field.name)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="num_identity"
          render={({ field }) => (
            <TextField
              {...field}
              value={field.value ?? ''}
              onChange={(event) => {
                // A number the customer corrected is theirs: the note about the photo no longer applies.
                setNumberToCheck(false);
                field.onChange(event);
              }}
              // A short label: a long one wrapped over the value on a phone; the kinds of document below.
              label={personal ? t('flow.step1.identity') : t('flow.step1.tradeRegister')}
              required={personal}
              slotProps={{
                htmlInput: { dir: 'auto' },
                formHelperText: { sx: { color: numberToCheck ? 'warning.dark' : undefined } },
              }}
              {...shown(field.name)}
              helperText={
                shown(field.name).helperText ??
                (numberToCheck
                  ? t('flow.photo.check.number')
                  : personal
                    ? t('flow.step1.identityHint')
                    : undefined)
              }
            />
          )}
        />
        {abroad && (
          <Controller
            control={form.control}
            name="consent_maroc"
            render={({ field }) => (
              <CheckboxField
                checked={field.value === true}
                onChange={field.onChange}
                onBlur={field.onBlur}
                label={t('flow.step1.consent')}
                {...shown(field.name)}
              />
            )}
          />
        )}
      </Stack>
      <StepActions
        back={stepPath(0)}
        nextDisabled={!form.formState.isValid || identityMissing || consentMissing}
        loading={save.isPending}
      />
    </form>
  );
}

/**
 * A step 1 never filled starts from the customer's previous subscription, once that is read. The
 * countries are read alongside: a country given shows its name at once, not an empty field that
 * fills itself in while the customer reads the form.
 */
function Step1Prefilled({ id, info }: { id: string; info: TInsured }) {
  const { t } = useTranslation();
  const filled = Boolean(info.address1);
  const previous = usePreviousResidence(id, !filled);
  const countries = useCountries();
  if ((!filled && previous.isLoading) || countries.isLoading)
    return <CircularProgress aria-label={t('flow.loading')} />;
  return <Step1Form id={id} info={info} previous={filled ? null : (previous.data ?? null)} />;
}

/** /souscriptions/step1: residence and identity. */
export function Step1Page() {
  const { t } = useTranslation();
  const subscription = useFlowSubscription();
  return (
    <FlowLayout stage={STEPS[1].stage} title={t('flow.step1.title')}>
      <SubscriptionGate query={subscription}>
        {(data) => <Step1Prefilled id={data._id} info={data.user_info} />}
      </SubscriptionGate>
    </FlowLayout>
  );
}
