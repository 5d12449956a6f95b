import {
  carriesVehicle,
  localizedName,
  preselectedOffice,
  STEPS,
  type TBureauAnswer,
  type TInsured,
  type TVilleAnswer,
} from '@bi/domain';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useFlowSubscription } from '../api/get-subscription';
import { useCities, useOffices } from '../api/reference-lists';
import { useSaveStep } from '../api/save-step';
import { ChoiceChips } from '../components/choice-chips';
import { FlowLayout } from '../components/flow-layout';
import { ListState } from '../components/load-state';
import { OfficeLines } from '../../../components/office-lines';
import { StepActions } from '../components/step-actions';
import { SubscriptionGate } from '../components/subscription-gate';
import { nextAfterStep, stepPath } from '../../../lib/flow-paths';
import { formDrafts } from '../lib/form-drafts';
import { showServerFieldErrors, useFieldFeedback, useStepForm } from '../lib/use-step-form';
import { shownName } from '../../../lib/shown-name';

const cityLabel = (city: TVilleAnswer, language: ReturnType<typeof currentLanguage>) => {
  const entry = localizedName(city, 'ville_Entree_Label', language);
  const name = localizedName(city, 'ville_Name', language);
  return entry ? `${name} — ${entry}` : name;
};

function Step2Form({ id, insured }: { id: string; insured: TInsured }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveStep(id, 2);
  const language = currentLanguage();
  const citiesQuery = useCities();
  const cities = citiesQuery.data?.result ?? [];
  const form = useStepForm(
    STEPS[2].body,
    { ville_entree: insured.ville_entree, bureau_gestion: insured.bureau_gestion },
    { key: formDrafts.key('step2', id) },
  );
  const shown = useFieldFeedback(form);
  const cityId = form.watch('ville_entree') ?? null;
  const officesAnswer = useOffices(cityId).data;
  const offices = officesAnswer?.result ?? [];
  const officeId = form.watch('bureau_gestion');
  const city = cities.find((candidate) => candidate.ville_Id === cityId);
  const office = offices.find((candidate) => candidate.intermediaire_Id === officeId);
  // The city whose border post was preselected: once per city chosen, so an office cleared stays cleared.
  // An office saved or kept in the draft was chosen for its city.
  const preselectedFor = useRef(
    form.getValues('bureau_gestion') === undefined ? null : (form.getValues('ville_entree') ?? null),
  );
  useEffect(() => {
    if (cityId === null || officeId !== undefined || preselectedFor.current === cityId) return;
    const borderPost = preselectedOffice(officesAnswer?.result ?? []);
    if (!borderPost) return;
    preselectedFor.current = cityId;
    form.setValue('bureau_gestion', borderPost.intermediaire_Id, { shouldValidate: true, shouldDirty: true });
  }, [cityId, officeId, officesAnswer, form]);

  // Another city's offices: the office chosen is emptied, never reset to the one saved for the city
  // before (a reset to an undefined default would bring that one back).
  const clearOffice = () =>
    form.setValue('bureau_gestion', undefined as unknown as number, {
      shouldValidate: true,
      shouldDirty: true,
    });

  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      // An extension's vehicle is already saved: on to step 4 (spec §2).
      onSuccess: (saved) => navigate(nextAfterStep(2, carriesVehicle(saved))),
      onError: (error) => showServerFieldErrors(form, error),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack sx={{ gap: 2 }}>
        <Controller
          control={form.control}
          name="ville_entree"
          render={({ field }) => (
            <Stack sx={{ gap: 2 }}>
              {/* The entry points, one tap each; any other city is searched in the list below. */}
              <ChoiceChips
                label={t('flow.step2.entryPoints')}
                choices={cities
                  .filter((city) => city.ville_Entree)
                  .map((city) => ({
                    value: city.ville_Id,
                    label: localizedName(city, 'ville_Name', language),
                  }))}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  clearOffice();
                }}
              />
              <Autocomplete<TVilleAnswer, false, false, false, 'div', number>
                options={cities}
                value={field.value ?? null}
                getOptionValue={(city) => city.ville_Id}
                getOptionLabel={(city) => localizedName(city, 'ville_Name', language)}
                // The crossing, too long for the field on a phone, is in the list and under the field.
                filterOptions={createFilterOptions({ stringify: (city) => cityLabel(city, language) })}
                renderOption={(props, city) => (
                  <li {...props} key={city.ville_Id}>
                    {cityLabel(city, language)}
                  </li>
                )}
                groupBy={(city) =>
                  city.ville_Entree ? t('flow.step2.entryPoints') : t('flow.step2.otherCities')
                }
                onChange={(_, value) => {
                  field.onChange(value ?? undefined);
                  clearOffice();
                }}
                onBlur={field.onBlur}
                noOptionsText={t('flow.noOptions')}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={t('flow.step2.entryCity')}
                    required
                    {...shown(field.name)}
                    helperText={
                      shown(field.name).helperText ??
                      (city && (localizedName(city, 'ville_Entree_Label', language) || undefined))
                    }
                  />
                )}
              />
            </Stack>
          )}
        />
        <ListState query={citiesQuery} />
        <Controller
          control={form.control}
          name="bureau_gestion"
          render={({ field }) => (
            <Autocomplete<TBureauAnswer, false, false, false, 'div', number>
              options={offices}
              value={field.value ?? null}
              disabled={cityId === null}
              getOptionValue={(office) => office.intermediaire_Id}
              getOptionLabel={(office) => shownName(office, 'intermediaire_RS', language, 'proper')}
              filterOptions={(all, state) =>
                all.filter((office) =>
                  localizedName(office, 'intermediaire_RS', language)
                    .toUpperCase()
                    .includes(state.inputValue.toUpperCase()),
                )
              }
              renderOption={(props, office) => (
                <Box
                  component="li"
                  {...props}
                  key={office.intermediaire_Id}
                  sx={{ flexDirection: 'column', alignItems: 'flex-start !important' }}
                >
                  <OfficeLines office={office} />
                </Box>
              )}
              onChange={(_, value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              noOptionsText={t('flow.noOptions')}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('flow.step2.office')}
                  required
                  {...shown(field.name)}
                  // The label stays short enough for a phone's field; what the office is for is said below it.
                  helperText={
                    shown(field.name).helperText ??
                    (office ? <OfficeLines office={office} /> : t('flow.step2.officeHelp'))
                  }
                />
              )}
            />
          )}
        />
      </Stack>
      <StepActions back={stepPath(1)} nextDisabled={!form.formState.isValid} loading={save.isPending} />
    </form>
  );
}

/** /souscriptions/step2: where the vehicle enters and which office hands over the certificate. */
export function Step2Page() {
  const { t } = useTranslation();
  const subscription = useFlowSubscription();
  return (
    <FlowLayout stage={STEPS[2].stage} title={t('flow.step2.title')}>
      <SubscriptionGate query={subscription}>
        {(data) => <Step2Form id={data._id} insured={data.user_info} />}
      </SubscriptionGate>
    </FlowLayout>
  );
}
