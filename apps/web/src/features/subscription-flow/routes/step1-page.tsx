import { MOROCCO_ISO2, type TPaysAnswer } from '@bi/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../../../app/i18n';
import { localizedName } from '../../../lib/localized';
import { useFlowSubscription } from '../api/get-subscription';
import { useCountries } from '../api/reference-lists';
import { useSaveStep } from '../api/save-step';
import { FlowLayout } from '../components/flow-layout';
import { StepActions } from '../components/step-actions';
import { SubscriptionGate } from '../components/subscription-gate';

type TInfo = Record<string, string | number | null | undefined>;

function Step1Form({ id, info }: { id: string; info: TInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveStep(id, 1);
  const countries = useCountries().data?.result ?? [];
  const language = currentLanguage();
  const [countryId, setCountryId] = useState<number | null>((info.pays_Id as number) ?? null);
  const [form, setForm] = useState({
    ville: String(info.ville ?? ''),
    address1: String(info.address1 ?? ''),
    address2: String(info.address2 ?? ''),
    num_identity: String(info.num_identity ?? ''),
  });
  const [consent, setConsent] = useState(Boolean(info.consent_maroc));
  const country = countries.find((candidate) => candidate.pays_Id === countryId);
  const abroad = country !== undefined && country.pays_Code !== MOROCCO_ISO2;
  const ready =
    country && form.ville.trim() && form.address1.trim() && form.num_identity.trim() && (!abroad || consent);
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    save.mutate(
      {
        ...form,
        address2: form.address2.trim() || undefined,
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
          label={info.type === 'physique' ? t('flow.step1.identity') : t('flow.step1.tradeRegister')}
          value={form.num_identity}
          onChange={set('num_identity')}
          required
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

/** /souscriptions/step1: residence and identity. */
export function Step1Page() {
  const { t } = useTranslation();
  const subscription = useFlowSubscription();
  return (
    <FlowLayout stage="insured" title={t('flow.step1.title')}>
      <SubscriptionGate query={subscription}>
        {(data) => <Step1Form id={data._id} info={data.user_info as TInfo} />}
      </SubscriptionGate>
    </FlowLayout>
  );
}
