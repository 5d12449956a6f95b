import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../../../app/i18n';
import { localizedName } from '../../../lib/localized';
import { useDebounced } from '../../../lib/use-debounced';
import { useFlowSubscription } from '../api/get-subscription';
import { useFuels, useMakes, useUsages, type TMakeRow } from '../api/reference-lists';
import { useSaveStep } from '../api/save-step';
import { FlowLayout } from '../components/flow-layout';
import { ListState } from '../components/load-state';
import { StepActions } from '../components/step-actions';
import { SubscriptionGate } from '../components/subscription-gate';

type TVehicle = Record<string, string | number | null | undefined>;
const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

function Step3Form({ id, vehicle }: { id: string; vehicle: TVehicle }) {
  const { t } = useTranslation(['common', 'errors']);
  const navigate = useNavigate();
  const language = currentLanguage();
  const save = useSaveStep(id, 3);
  const usagesQuery = useUsages();
  const fuelsQuery = useFuels();
  const usages = usagesQuery.data?.result ?? [];
  const fuels = fuelsQuery.data?.result ?? [];
  const [form, setForm] = useState({
    immatriculation: String(vehicle.immatriculation ?? ''),
    usage_Id: String(vehicle.usage_Id ?? ''),
    nbre_places: String(vehicle.nbre_places ?? ''),
    model: String(vehicle.model ?? ''),
    combustile_Id: String(vehicle.combustile_Id ?? ''),
    puissance: String(vehicle.puissance ?? ''),
    annee_circulation: String(vehicle.annee_circulation ?? ''),
  });
  const [make, setMake] = useState<TMakeRow | null>(
    vehicle.marque_Id
      ? { marque_Id: Number(vehicle.marque_Id), marque_Name: String(vehicle.marque_Name) }
      : null,
  );
  const [typed, setTyped] = useState('');
  const makes = useMakes(useDebounced(typed, 100)).data?.result ?? [];
  const usage = usages.find((candidate) => String(candidate.usage_Id) === form.usage_Id);
  const tooManySeats = usage?.max_places != null && Number(form.nbre_places) > usage.max_places;
  const ready =
    form.immatriculation.trim() &&
    usage &&
    form.nbre_places &&
    !tooManySeats &&
    make &&
    form.model.trim() &&
    form.combustile_Id &&
    form.puissance;
  const set =
    (field: keyof typeof form, transform: (value: string) => string = (value) => value) =>
    (event: { target: { value: string } }) =>
      setForm({ ...form, [field]: transform(event.target.value) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    save.mutate(
      {
        immatriculation: form.immatriculation.trim(),
        usage_Id: usage.usage_Id,
        nbre_places: Number(form.nbre_places),
        marque_Id: make.marque_Id,
        model: form.model.trim(),
        combustile_Id: Number(form.combustile_Id),
        puissance: Number(form.puissance),
        ...(form.annee_circulation.length === 4 && { annee_circulation: Number(form.annee_circulation) }),
      },
      { onSuccess: () => navigate('/souscriptions/step4') },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack sx={{ gap: 2 }}>
        <TextField
          label={t('flow.step3.plate')}
          value={form.immatriculation}
          onChange={set('immatriculation', (v) => v.toUpperCase().slice(0, 20))}
          required
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <TextField
          select
          label={t('flow.step3.usage')}
          value={form.usage_Id}
          onChange={set('usage_Id')}
          required
        >
          {usages.map((option) => (
            <MenuItem key={option.usage_Id} value={String(option.usage_Id)}>
              {localizedName(option, 'usage_Name', language)}
            </MenuItem>
          ))}
        </TextField>
        <ListState query={usagesQuery} />
        <TextField
          label={t('flow.step3.seats')}
          value={form.nbre_places}
          onChange={set('nbre_places', (v) => digits(v, 3))}
          error={tooManySeats}
          helperText={
            tooManySeats ? t('errors:subscription.maxPlaces', { max: usage?.max_places }) : undefined
          }
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
          required
        />
        <Autocomplete<TMakeRow>
          options={makes}
          value={make}
          isOptionEqualToValue={(option, value) => option.marque_Id === value.marque_Id}
          getOptionLabel={(option) => option.marque_Name}
          filterOptions={(all) => all}
          onInputChange={(_, value) => setTyped(value)}
          onChange={(_, value) => setMake(value)}
          noOptionsText={t('flow.noOptions')}
          renderInput={(params) => <TextField {...params} label={t('flow.step3.make')} required />}
        />
        <TextField
          label={t('flow.step3.model')}
          value={form.model}
          onChange={set('model', (v) => v.slice(0, 60))}
          required
        />
        <TextField
          select
          label={t('flow.step3.fuel')}
          value={form.combustile_Id}
          onChange={set('combustile_Id')}
          required
        >
          {fuels.map((option) => (
            <MenuItem key={option.combustile_Id} value={String(option.combustile_Id)}>
              {localizedName(option, 'combustile_Libelle', language)}
            </MenuItem>
          ))}
        </TextField>
        <ListState query={fuelsQuery} />
        <TextField
          label={t('flow.step3.power')}
          value={form.puissance}
          onChange={set('puissance', (v) => digits(v, 2))}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
          required
        />
        <TextField
          label={t('flow.step3.year')}
          helperText={t('flow.step3.yearHint')}
          value={form.annee_circulation}
          onChange={set('annee_circulation', (v) => digits(v, 4))}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        />
      </Stack>
      <StepActions back="/souscriptions/step2" nextDisabled={!ready} loading={save.isPending} />
    </form>
  );
}

/** /souscriptions/step3: the vehicle. */
export function Step3Page() {
  const { t } = useTranslation(['common', 'errors']);
  const subscription = useFlowSubscription();
  return (
    <FlowLayout stage="vehicle" title={t('flow.step3.title')}>
      <SubscriptionGate query={subscription}>
        {(data) => <Step3Form id={data._id} vehicle={(data.vehicule_info ?? {}) as TVehicle} />}
      </SubscriptionGate>
    </FlowLayout>
  );
}
