import { digitsOnly, exceedsSeatLimit, STEPS, type TIsoDate, type TVehicle, ZStep3On } from '@bi/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useDebounced } from '../../../lib/use-debounced';
import { useFlowSubscription } from '../api/get-subscription';
import { useFuels, useMakes, useUsages, type TMakeRow } from '../api/reference-lists';
import { useSaveStep } from '../api/save-step';
import { ChoiceChips } from '../components/choice-chips';
import { DocumentPhotoOffer } from '../components/document-photo-offer';
import { FlowLayout } from '../components/flow-layout';
import { ListState } from '../components/load-state';
import { StepActions } from '../components/step-actions';
import { SubscriptionGate } from '../components/subscription-gate';
import { nextAfterStep, stepPath } from '../../../lib/flow-paths';
import { keepPhoto, uploadKeptPhotos } from '../lib/kept-photos';
import { formDrafts, useDraftState } from '../lib/form-drafts';
import { showServerFieldErrors, useFieldFeedback, useStepForm } from '../lib/use-step-form';
import { useVehicleProposals } from '../lib/use-vehicle-proposals';
import { shownName } from '../../../lib/shown-name';

// The OCR engine arrives only when a photo is taken.
const readRegistrationPhoto = async (photo: File) =>
  (await import('../lib/read-certificate-photo')).readCertificatePhoto(photo);

/** An optional number field: empty means not given, not zero. */
const optionalNumber = (value: string) => (value === '' ? undefined : Number(value));

function Step3Form({ id, vehicle, today }: { id: string; vehicle: TVehicle | null; today: TIsoDate }) {
  const { t } = useTranslation(['common', 'errors']);
  const navigate = useNavigate();
  const language = currentLanguage();
  const save = useSaveStep(id, 3);
  const usagesQuery = useUsages();
  const fuelsQuery = useFuels();
  const usages = usagesQuery.data?.result ?? [];
  const fuels = fuelsQuery.data?.result ?? [];
  const draft = formDrafts.key('step3', id);
  const form = useStepForm(
    ZStep3On(today),
    {
      immatriculation: vehicle?.immatriculation ?? '',
      usage_Id: vehicle?.usage_Id,
      nbre_places: vehicle?.nbre_places ?? '',
      marque_Id: vehicle?.marque_Id,
      model: vehicle?.model ?? '',
      combustile_Id: vehicle?.combustile_Id,
      puissance: vehicle?.puissance ?? '',
      annee_circulation: vehicle?.annee_circulation ?? undefined,
    },
    { key: draft },
  );
  const shown = useFieldFeedback(form);
  // The seats rule depends on the usage chosen (spec §5: 7 at most for tourism and taxis), said at once.
  const seatLimit = usages.find((usage) => usage.usage_Id === form.watch('usage_Id'))?.max_places;
  const tooManySeats = exceedsSeatLimit(seatLimit, Number(form.watch('nbre_places')));
  const [make, setMake] = useDraftState<TMakeRow | null>(
    `${draft}:make`,
    vehicle ? { marque_Id: vehicle.marque_Id, marque_Name: vehicle.marque_Name } : null,
  );
  const [typed, setTyped] = useState('');
  // The usage's kind of makes first: a motorcyclist's list opens on motorcycles (decision 058).
  const makes = useMakes(useDebounced(typed, 100), form.watch('usage_Id')).data?.result ?? [];
  const { proposeUsualSeats, fillFromPhoto } = useVehicleProposals(form, setMake);
  // A power computed from the engine size, until the customer types their own.
  const [powerNote, setPowerNote] = useState<string>();

  const submit = form.handleSubmit((body) => {
    if (tooManySeats) return;
    save.mutate(body, {
      onSuccess: () => navigate(nextAfterStep(3)),
      onError: (error) => showServerFieldErrors(form, error),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack sx={{ gap: 2 }}>
        <DocumentPhotoOffer
          label={t('flow.photo.registration.offer')}
          hint={t('flow.photo.registration.hint')}
          asked="registration"
          read={readRegistrationPhoto}
          onPhoto={(photo) => void keepPhoto('cg_recto', photo).then(() => uploadKeptPhotos(id))}
          onRead={async (reading) => {
            const { powerFilled } = await fillFromPhoto(reading);
            const note = !powerFilled
              ? undefined
              : reading.powerComputed
                ? t('flow.photo.check.powerComputed', { displacement: reading.displacement })
                : t('flow.photo.check.powerPrinted');
            setPowerNote(note);
            return { toCheck: note ? [t('flow.step3.power')] : [] };
          }}
        />
        <Controller
          control={form.control}
          name="immatriculation"
          render={({ field }) => (
            <TextField
              {...field}
              label={t('flow.step3.plate')}
              onChange={(event) => field.onChange(event.target.value.toUpperCase().slice(0, 20))}
              required
              {...shown('immatriculation')}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="usage_Id"
          render={({ field }) => (
            <ChoiceChips
              label={t('flow.step3.usage')}
              choices={usages.map((option) => ({
                value: option.usage_Id,
                label: shownName(option, 'usage_Name', language),
              }))}
              value={field.value}
              onChange={(usageId) => {
                field.onChange(usageId);
                proposeUsualSeats(usageId);
              }}
              onBlur={field.onBlur}
              required
              {...shown('usage_Id')}
            />
          )}
        />
        <ListState query={usagesQuery} />
        <Controller
          control={form.control}
          name="nbre_places"
          render={({ field }) => (
            <TextField
              {...field}
              value={field.value ?? ''}
              label={t('flow.step3.seats')}
              onChange={(event) => field.onChange(digitsOnly(event.target.value, 3))}
              {...shown('nbre_places')}
              {...(tooManySeats && {
                error: true,
                helperText: t('errors:subscription.maxPlaces', { max: seatLimit }),
              })}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
              required
            />
          )}
        />
        <Controller
          control={form.control}
          name="marque_Id"
          render={({ field }) => (
            <Autocomplete<TMakeRow>
              options={makes}
              value={make}
              isOptionEqualToValue={(option, value) => option.marque_Id === value.marque_Id}
              getOptionLabel={(option) => option.marque_Name}
              filterOptions={(all) => all}
              onInputChange={(_, value) => setTyped(value)}
              onChange={(_, value) => {
                setMake(value);
                field.onChange(value?.marque_Id);
              }}
              onBlur={field.onBlur}
              noOptionsText={t('flow.noOptions')}
              renderInput={(params) => (
                <TextField {...params} label={t('flow.step3.make')} required {...shown('marque_Id')} />
              )}
            />
          )}
        />
        <Controller
          control={form.control}
          name="model"
          render={({ field }) => (
            <TextField
              {...field}
              label={t('flow.step3.model')}
              onChange={(event) => field.onChange(event.target.value.slice(0, 60))}
              required
              {...shown('model')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="combustile_Id"
          render={({ field }) => (
            <ChoiceChips
              label={t('flow.step3.fuel')}
              choices={fuels.map((option) => ({
                value: option.combustile_Id,
                label: shownName(option, 'combustile_Libelle', language),
              }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              required
              {...shown('combustile_Id')}
            />
          )}
        />
        <ListState query={fuelsQuery} />
        <Controller
          control={form.control}
          name="puissance"
          render={({ field }) => (
            <TextField
              {...field}
              value={field.value ?? ''}
              label={t('flow.step3.power')}
              onChange={(event) => {
                setPowerNote(undefined);
                field.onChange(digitsOnly(event.target.value, 2));
              }}
              {...shown('puissance')}
              helperText={shown('puissance').helperText ?? powerNote ?? t('flow.step3.powerHint')}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
              required
            />
          )}
        />
        <Controller
          control={form.control}
          name="annee_circulation"
          render={({ field }) => (
            <TextField
              {...field}
              value={field.value ?? ''}
              label={t('flow.step3.year')}
              onChange={(event) => field.onChange(optionalNumber(digitsOnly(event.target.value, 4)))}
              {...shown('annee_circulation')}
              helperText={shown('annee_circulation').helperText ?? t('flow.step3.yearHint')}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
            />
          )}
        />
      </Stack>
      <StepActions
        back={stepPath(2)}
        nextDisabled={!form.formState.isValid || tooManySeats}
        loading={save.isPending}
      />
    </form>
  );
}

/** /souscriptions/step3: the vehicle. */
export function Step3Page() {
  const { t } = useTranslation(['common', 'errors']);
  const subscription = useFlowSubscription();
  return (
    <FlowLayout stage={STEPS[3].stage} title={t('flow.step3.title')}>
      <SubscriptionGate query={subscription}>
        {(data) => <Step3Form id={data._id} vehicle={data.vehicule_info} today={data.today} />}
      </SubscriptionGate>
    </FlowLayout>
  );
}
