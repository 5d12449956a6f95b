import type { TBureauAnswer, TVilleAnswer } from '@bi/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../../../app/i18n';
import { useFlowSubscription } from '../api/get-subscription';
import { useCities, useOffices } from '../api/reference-lists';
import { useSaveStep } from '../api/save-step';
import { FlowLayout } from '../components/flow-layout';
import { StepActions } from '../components/step-actions';
import { SubscriptionGate } from '../components/subscription-gate';

type TInfo = Record<string, unknown>;

const cityLabel = (city: TVilleAnswer, language: string) =>
  `${language === 'ar' ? city.ville_Name_AR : city.ville_Name}${city.ville_Entree_Label ? ` — ${city.ville_Entree_Label}` : ''}`;

function Step2Form({ id, info }: { id: string; info: TInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveStep(id, 2);
  const language = currentLanguage();
  const cities = useCities().data?.result ?? [];
  const [cityId, setCityId] = useState<number | null>((info.ville_entree as number) ?? null);
  const [officeId, setOfficeId] = useState<number | null>((info.bureau_gestion as number) ?? null);
  const offices = useOffices(cityId).data?.result ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (cityId === null || officeId === null) return;
    save.mutate(
      { ville_entree: cityId, bureau_gestion: officeId },
      { onSuccess: () => navigate('/souscriptions/step3') },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack sx={{ gap: 2 }}>
        <Autocomplete<TVilleAnswer, false, false, false, 'div', number>
          options={cities}
          value={cityId}
          getOptionValue={(city) => city.ville_Id}
          getOptionLabel={(city) => cityLabel(city, language)}
          groupBy={(city) => (city.ville_Entree ? t('flow.step2.entryPoints') : t('flow.step2.otherCities'))}
          onChange={(_, value) => {
            setCityId(value);
            setOfficeId(null);
          }}
          noOptionsText={t('flow.noOptions')}
          renderInput={(params) => <TextField {...params} label={t('flow.step2.entryCity')} required />}
        />
        <Autocomplete<TBureauAnswer, false, false, false, 'div', number>
          options={offices}
          value={officeId}
          disabled={cityId === null}
          getOptionValue={(office) => office.intermediaire_Id}
          getOptionLabel={(office) => office.intermediaire_RS}
          filterOptions={(all, state) =>
            all.filter((office) =>
              office.intermediaire_RS.toUpperCase().includes(state.inputValue.toUpperCase()),
            )
          }
          renderOption={(props, office) => (
            <Box
              component="li"
              {...props}
              key={office.intermediaire_Id}
              sx={{ flexDirection: 'column', alignItems: 'flex-start !important' }}
            >
              <Typography sx={{ fontStyle: office.posteFrontalier ? 'italic' : 'normal', fontWeight: 600 }}>
                {office.intermediaire_RS}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {office.intermediaire_Adresse}
              </Typography>
            </Box>
          )}
          onChange={(_, value) => setOfficeId(value)}
          noOptionsText={t('flow.noOptions')}
          renderInput={(params) => <TextField {...params} label={t('flow.step2.office')} required />}
        />
      </Stack>
      <StepActions
        back="/souscriptions/step1"
        nextDisabled={cityId === null || officeId === null}
        loading={save.isPending}
      />
    </form>
  );
}

/** /souscriptions/step2: where the vehicle enters and which office hands over the certificate. */
export function Step2Page() {
  const { t } = useTranslation();
  const subscription = useFlowSubscription();
  return (
    <FlowLayout stage="insured" title={t('flow.step2.title')}>
      <SubscriptionGate query={subscription}>
        {(data) => <Step2Form id={data._id} info={data.user_info as TInfo} />}
      </SubscriptionGate>
    </FlowLayout>
  );
}
