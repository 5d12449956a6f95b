import type { TGarantieOffer, TSouscriptionAnswer } from '@bi/domain';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../../../app/i18n';
import { formatAmount } from '../../../lib/format';
import { localizedName } from '../../../lib/localized';
import { useOffers, useQuote, type TCoverChoice } from '../api/get-offers';
import { useFlowSubscription } from '../api/get-subscription';
import { useSaveStep } from '../api/save-step';
import { FlowLayout } from '../components/flow-layout';
import { GuaranteeTerms } from '../components/guarantee-terms';
import { StepActions } from '../components/step-actions';
import { SubscriptionGate } from '../components/subscription-gate';

type TJson = Record<string, unknown>;

function GuaranteeCheck({
  guarantee,
  checked,
  locked,
  onToggle,
}: {
  guarantee: TGarantieOffer;
  checked: boolean;
  locked: boolean;
  onToggle: () => void;
}) {
  const language = currentLanguage();
  return (
    <FormControlLabel
      sx={{ alignItems: 'flex-start', mb: 1 }}
      control={<Checkbox checked={checked} disabled={locked} onChange={onToggle} sx={{ pt: 0.5 }} />}
      label={
        <span>
          {localizedName(guarantee, 'grnt_Name', language)} —{' '}
          <bdi>{formatAmount(guarantee.formules[0]?.prime ?? 0)}</bdi>
          <GuaranteeTerms guarantee={guarantee} />
        </span>
      }
    />
  );
}

function Step5Form({ subscription }: { subscription: TSouscriptionAnswer }) {
  const { t } = useTranslation(['common', 'errors']);
  const navigate = useNavigate();
  const language = currentLanguage();
  const save = useSaveStep(subscription._id, 5);
  const vehicle = (subscription.vehicule_info ?? {}) as TJson;
  const period = (subscription.periode_info ?? {}) as TJson;
  const stored = (subscription.pack_info ?? {}) as Partial<TCoverChoice>;
  const offers = useOffers({
    usage_Id: Number(vehicle.usage_Id),
    dateEffet: String(period.date_effet),
    periode_ParJour: Boolean(period.periode_ParJour),
    periode_Nbr: Number(period.periode_Nbr),
  }).data;
  const [mode, setMode] = useState<'pack' | 'carte'>(stored.type ?? 'pack');
  const [packId, setPackId] = useState<number | undefined>(stored.pack_Id ?? undefined);
  const [selected, setSelected] = useState<number[]>(
    (stored.selected_garanties ?? []).map((choice) => choice.grnt_Id),
  );
  const [trailer, setTrailer] = useState(Boolean(stored.remorque));
  const cartes = useMemo(() => offers?.cartes ?? [], [offers]);
  const pack = offers?.packs.find((candidate) => candidate.pack_Id === packId);
  const inPack = new Set(pack?.garanties.map((guarantee) => guarantee.grnt_Id));
  const extras = cartes.filter((guarantee) => !guarantee.grnt_Obligatoire && !inPack.has(guarantee.grnt_Id));
  const choice = useMemo<TCoverChoice | null>(() => {
    const chosen = selected.map((grntId) => ({
      grnt_Id: grntId,
      selected_formule: cartes.find((g) => g.grnt_Id === grntId)?.formules[0]?.code ?? 'default',
    }));
    if (mode === 'pack')
      return packId === undefined
        ? null
        : { type: 'pack', pack_Id: packId, selected_garanties: chosen, remorque: trailer };
    const valid = chosen.some((c) => cartes.find((g) => g.grnt_Id === c.grnt_Id)?.grnt_Min);
    return valid ? { type: 'carte', selected_garanties: chosen, remorque: trailer } : null;
  }, [mode, packId, selected, trailer, cartes]);
  const quote = useQuote(subscription._id, choice);

  const toggle = (grntId: number) =>
    setSelected((current) =>
      current.includes(grntId) ? current.filter((id) => id !== grntId) : [...current, grntId],
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice) save.mutate(choice, { onSuccess: () => navigate('/souscriptions/step6') });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Tabs
        value={mode}
        onChange={(_, value: 'pack' | 'carte') => {
          setMode(value);
          setSelected([]);
        }}
        variant="fullWidth"
        sx={{ mb: 2 }}
      >
        <Tab value="pack" label={t('flow.step5.packs')} />
        <Tab value="carte" label={t('flow.step5.carte')} disabled={cartes.length === 0} />
      </Tabs>
      {mode === 'pack' ? (
        <Stack sx={{ gap: 1.5 }}>
          {offers?.packs.map((offer) => (
            <Card
              key={offer.pack_Id}
              variant="outlined"
              sx={{
                borderColor: offer.pack_Id === packId ? 'primary.main' : undefined,
                borderWidth: offer.pack_Id === packId ? 2 : 1,
              }}
            >
              <CardActionArea
                aria-pressed={offer.pack_Id === packId}
                onClick={() => {
                  setPackId(offer.pack_Id === packId ? undefined : offer.pack_Id);
                  setSelected([]);
                }}
              >
                <CardContent>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                    <Typography sx={{ fontWeight: 700 }}>
                      {localizedName(offer, 'pack_Name', language)}
                    </Typography>
                    <Typography sx={{ fontWeight: 700 }}>
                      <bdi>{formatAmount(offer.primeTotal)}</bdi>
                    </Typography>
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {offer.garanties
                      .map((guarantee) => localizedName(guarantee, 'grnt_Name', language))
                      .join(' · ')}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
          {pack && extras.length > 0 && (
            <Stack>
              <Typography sx={{ fontWeight: 600, mt: 1 }}>{t('flow.step5.addGuarantees')}</Typography>
              {extras.map((guarantee) => (
                <GuaranteeCheck
                  key={guarantee.grnt_Id}
                  guarantee={guarantee}
                  checked={selected.includes(guarantee.grnt_Id)}
                  locked={false}
                  onToggle={() => toggle(guarantee.grnt_Id)}
                />
              ))}
            </Stack>
          )}
        </Stack>
      ) : (
        <Stack>
          {cartes.map((guarantee) => (
            <GuaranteeCheck
              key={guarantee.grnt_Id}
              guarantee={guarantee}
              checked={guarantee.grnt_Obligatoire || selected.includes(guarantee.grnt_Id)}
              locked={guarantee.grnt_Obligatoire}
              onToggle={() => toggle(guarantee.grnt_Id)}
            />
          ))}
          {!choice && <Alert severity="info">{t('errors:cover.carteNeedsMinGuarantee')}</Alert>}
        </Stack>
      )}
      <FormControlLabel
        sx={{ mt: 2 }}
        control={<Checkbox checked={trailer} onChange={(event) => setTrailer(event.target.checked)} />}
        label={t('flow.step5.trailer', { rate: offers?.taux_remorque ?? 0 })}
      />
      {choice && quote.data && (
        <Alert severity="success" icon={false} sx={{ mt: 2 }} data-testid="quote-total">
          {t('flow.step5.total')} <bdi style={{ fontWeight: 700 }}>{formatAmount(quote.data.primeTotal)}</bdi>
        </Alert>
      )}
      <StepActions back="/souscriptions/step4" nextDisabled={!choice} loading={save.isPending} />
    </form>
  );
}

/** /souscriptions/step5: the cover, packs or à la carte. */
export function Step5Page() {
  const { t } = useTranslation();
  const subscription = useFlowSubscription();
  return (
    <FlowLayout stage="insurance" title={t('flow.step5.title')}>
      <SubscriptionGate query={subscription}>{(data) => <Step5Form subscription={data} />}</SubscriptionGate>
    </FlowLayout>
  );
}
