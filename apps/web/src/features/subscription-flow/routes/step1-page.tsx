import { MOROCCO_ISO2, type TPaysAnswer } from '@bi/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { localizedName } from '../../../lib/localized';
import { usePreviousResidence, type TPreviousResidence } from '../api/get-latest-open';
import { useFlowSubscription } from '../api/get-subscription';
import { useCountries } from '../api/reference-lists';
import { useSaveStep } from '../api/save-step';
import { FlowLayout } from '../components/flow-layout';
import { StepActions } from '../components/step-actions';
import { SubscriptionGate } from '../components/subscription-gate';

type TInfo = Record<string, string | number | null | undefined>;

function Step1Form({ id, info, previous }: { id: string; info: TInfo; previous: TPreviousResidence | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveStep(id, 1);
  const countries = useCountries().data?.result ?? [];
  const language = currentLanguage();
  const physique = info.type === 'physique';
  // An identity number is a person's, a register number a company's: reused only for the same type.
  const sameType = previous !== null && previous.type === info.type;
  const [countryId, setCountryId] = useState<number | null>(
    (info.pays_Id as number | undefined) ?? previous?.pays_Id ?? null,
  );
  const [form, setForm] = useState({
    ville: String(info.ville ?? previous?.ville ?? ''),
    address1: String(info.address1 ?? previous?.address1 ?? ''),
    address2: String(info.address2 ?? previous?.address2 ?? ''),
    num_identity: String(info.num_identity ?? (sameType ? previous.num_identity : '')),
  });
  const [consent, setConsent] = useState(Boolean(info.consent_maroc));
  const country = countries.find((candidate) => candidate.pays_Id === countryId);
  const abroad = country !== undefined && country.pays_Code !== MOROCCO_ISO2;
  const ready =
    country &&
    form.ville.trim() &&
    form.address1.trim() &&
    (!physique || form.num_identity.trim()) &&
    (!abroad || consent);
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    save.mutate(
      {
        ...form,
        address2: form.address2.trim() || undefined,
        num_identity: form.num_identity.trim() || undefined,
        pays_Id: country.pays_Id,
        consent_maroc: abroad && consent,
      },
      { onSuccess: () => navigate('/souscriptions/step2') },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack sx={{ gap: 2 }}>
        <Autocomplete<TPaysAnswer, false, false, false, 'div', number>
          options={countries}
          value={countryId}
          getOptionValue={(option) => option.pays_Id}
          getOptionLabel={(option) => localizedName(option, 'pays_Name', language)}
          onChange={(_, value) => setCountryId(value)}
          noOptionsText={t('flow.noOptions')}
          renderInput={(params) => <TextField {...params} label={t('flow.step1.country')} required />}
        />
        <TextField
          label={t('flow.step1.city')}
          autoComplete="address-level2"
          value={form.ville}
          onChange={set('ville')}
          required
        />
        <TextField
          label={t('flow.step1.address1')}
          autoComplete="address-line1"
          value={form.address1}
          onChange={set('address1')}
          required
        />
        <TextField
          label={t('flow.step1.address2')}
          autoComplete="address-line2"
          value={form.address2}
          onChange={set('address2')}
        />
        <TextField
          label={physique ? t('flow.step1.identity') : t('flow.step1.tradeRegister')}
          value={form.num_identity}
          onChange={set('num_identity')}
          required={physique}
        />
        {abroad && (
          <FormControlLabel
            control={<Checkbox checked={consent} onChange={(event) => setConsent(event.target.checked)} />}
            label={t('flow.step1.consent')}
          />
        )}
      </Stack>
      <StepActions back="/souscriptions/create" nextDisabled={!ready} loading={save.isPending} />
    </form>
  );
}

/** A step 1 never filled starts from the customer's previous subscription, once that is read. */
function Step1Prefilled({ id, info }: { id: string; info: TInfo }) {
  const { t } = useTranslation();
  const filled = Boolean(info.address1);
  const previous = usePreviousResidence(id, !filled);
  if (!filled && previous.isLoading) return <CircularProgress aria-label={t('flow.loading')} />;
  return <Step1Form id={id} info={info} previous={filled ? null : (previous.data ?? null)} />;
}

/** /souscriptions/step1: residence and identity. */
export function Step1Page() {
  const { t } = useTranslation();
  const subscription = useFlowSubscription();
  return (
    <FlowLayout stage="insured" title={t('flow.step1.title')}>
      <SubscriptionGate query={subscription}>
        {(data) => <Step1Prefilled id={data._id} info={data.user_info as TInfo} />}
      </SubscriptionGate>
    </FlowLayout>
  );
}
