import {
  carteMinimumGuarantees,
  coverForVehicle,
  formatDisplayDate,
  localizedName,
  meetsCarteMinimum,
  preselectedPack,
  STEPS,
  type TCoverChoice,
  type TLanguage,
  isEffectDatePassed,
  type TPacksAnswer,
  type TSouscriptionAnswer,
  type TStep5,
} from '@bi/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { formatAmount } from '../../../lib/format';
import { useOffers, useQuote } from '../api/get-offers';
import { useFlowSubscription } from '../api/get-subscription';
import { useSaveStep } from '../api/save-step';
import { FlowLayout } from '../components/flow-layout';
import { GuaranteeCheck } from '../components/guarantee-check';
import { OfferExclusions } from '../components/offer-exclusions';
import { PackCards } from '../components/pack-cards';
import { VehicleYearField } from '../components/vehicle-year-field';
import { formDrafts, useDraftState } from '../lib/form-drafts';
import { useTrailerAsked } from '../lib/use-trailer-asked';
import { useYearForAssistance } from '../lib/use-year-for-assistance';
import { LoadFailed, NoData } from '../../../components/load-state';
import { StepActions } from '../components/step-actions';
import { SubscriptionGate } from '../components/subscription-gate';
import { nextAfterStep, stepPath } from '../../../lib/flow-paths';
import { flowState } from '../../../lib/flow-state';

const STEP4 = stepPath(4);

type TCoverMode = TCoverChoice['type'];
type TCoverDraft = { mode: TCoverMode; packId?: number; ticked: Record<TCoverMode, number[]> };

/**
 * The guarantees à la carte's minimum counts, among those this vehicle is offered: the rule's own
 * sentence names Assistance, which is not offered past ten years.
 */
function minimumNames(cartes: TPacksAnswer['cartes'], language: TLanguage) {
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(
    carteMinimumGuarantees(cartes).map((guarantee) => localizedName(guarantee, 'grnt_Name', language)),
  );
}

function Step5Form({ subscription, offered }: { subscription: TSouscriptionAnswer; offered: TPacksAnswer }) {
  const { t } = useTranslation(['common', 'errors']);
  const vehicleYear = useYearForAssistance(subscription, offered);
  const offers = vehicleYear.offers;
  const navigate = useNavigate();
  const language = currentLanguage();
  const save = useSaveStep(subscription._id, 5);
  const stored = subscription.pack_info;
  // What is ticked here before Next saves it, kept for the tab (each tab its own ticks: a look at the
  // other tab and back must not drop what was added).
  const [{ mode, packId, ticked }, keepCover] = useDraftState(
    `${formDrafts.key('step5', subscription._id)}:cover`,
    (): TCoverDraft => {
      const storedIds = (stored?.selected_garanties ?? []).map((choice) => choice.grnt_Id);
      return {
        mode: stored?.type ?? (offers.packs.length > 0 ? 'pack' : 'carte'),
        packId: stored?.pack_Id ?? preselectedPack(offers.packs)?.pack_Id,
        ticked: {
          pack: stored?.type === 'pack' ? storedIds : [],
          carte: stored?.type === 'carte' ? storedIds : [],
        },
      };
    },
  );
  const selected = ticked[mode];
  const [trailer, askTrailer] = useTrailerAsked(subscription._id, Boolean(stored?.remorque));
  const pack = offers.packs.find((candidate) => candidate.pack_Id === packId);
  const lines = mode === 'pack' ? (pack?.options ?? []) : offers.cartes;
  const chosen = lines.filter(
    (guarantee) => !guarantee.grnt_Obligatoire && selected.includes(guarantee.grnt_Id),
  );
  const selected_garanties = chosen.map((guarantee) => ({
    grnt_Id: guarantee.grnt_Id,
    selected_formule: guarantee.formules[0]?.code ?? 'default',
  }));
  // The rule the server prices by: no assistance without the year, nor past ten years (offers of
  // the year before, still shown while the new year's load).
  const held = mode === 'pack' ? [...(pack?.garanties ?? []), ...chosen] : chosen;
  const forVehicle = coverForVehicle(
    held.map((guarantee) => guarantee.grnt_Code),
    vehicleYear.ageYears,
  );
  const yearMissing = forVehicle.yearNeeded[0];
  const sellable = !yearMissing && forVehicle.tooOld.length === 0;
  const common = {
    selected_garanties,
    remorque: trailer,
    ...(vehicleYear.year !== undefined && { annee_circulation: vehicleYear.year }),
  };
  let choice: TStep5 | null = null;
  if (sellable && mode === 'pack' && pack) choice = { type: 'pack', pack_Id: pack.pack_Id, ...common };
  if (sellable && mode === 'carte' && meetsCarteMinimum(offers.cartes, chosen))
    choice = { type: 'carte', ...common };
  const quote = useQuote(subscription._id, choice);

  const toggle = (grntId: number) =>
    keepCover((current) => ({
      ...current,
      ticked: {
        ...current.ticked,
        [mode]: current.ticked[mode].includes(grntId)
          ? current.ticked[mode].filter((id) => id !== grntId)
          : [...current.ticked[mode], grntId],
      },
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    save.mutate(choice, {
      onSuccess: () => {
        flowState.clearTrailerAsked();
        navigate(nextAfterStep(5));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      {vehicleYear.asked && (
        <VehicleYearField
          value={vehicleYear.text}
          onChange={vehicleYear.setText}
          inFuture={vehicleYear.inFuture}
          missing={Boolean(yearMissing)}
        />
      )}
      <Tabs
        value={mode}
        onChange={(_, value: TCoverMode) => keepCover((current) => ({ ...current, mode: value }))}
        variant="fullWidth"
        sx={{ mb: 2 }}
      >
        <Tab value="pack" label={t('flow.step5.packs')} disabled={offers.packs.length === 0} />
        <Tab value="carte" label={t('flow.step5.carte')} disabled={offers.cartes.length === 0} />
      </Tabs>
      {offers.cartes.length === 0 && (
        // A greyed tab says nothing by itself: the reason, in the words the API uses for the rule.
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="carte-unavailable">
          {t('errors:cover.extendedNotAvailable')}
        </Typography>
      )}
      <OfferExclusions offers={offers} mode={mode} />
      {mode === 'pack' ? (
        <Stack sx={{ gap: 1.5 }}>
          <PackCards
            packs={offers.packs}
            chosenId={packId}
            // Spec §4: changing the pack clears the guarantees added to it.
            onChoose={(id) => {
              keepCover((current) => ({
                ...current,
                packId: id === current.packId ? undefined : id,
                ticked: { ...current.ticked, pack: [] },
              }));
            }}
          />
          {pack && pack.options.length > 0 && (
            <Stack>
              <Typography sx={{ fontWeight: 600, mt: 1 }}>{t('flow.step5.addGuarantees')}</Typography>
              {pack.options.map((guarantee) => (
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
          {offers.cartes.map((guarantee) => (
            <GuaranteeCheck
              key={guarantee.grnt_Id}
              guarantee={guarantee}
              checked={guarantee.grnt_Obligatoire || selected.includes(guarantee.grnt_Id)}
              locked={guarantee.grnt_Obligatoire}
              onToggle={() => toggle(guarantee.grnt_Id)}
            />
          ))}
          {!meetsCarteMinimum(offers.cartes, chosen) && (
            <Alert severity="info" data-testid="carte-minimum">
              {t('flow.step5.carteNeedsOneOf', { names: minimumNames(offers.cartes, language) })}
            </Alert>
          )}
        </Stack>
      )}
      <FormControlLabel
        sx={{ mt: 2 }}
        control={<Checkbox checked={trailer} onChange={(event) => askTrailer(event.target.checked)} />}
        label={t('flow.step5.trailer', { rate: offers.taux_remorque })}
      />
      {yearMissing && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="year-needed">
          {t('errors:cover.vehicleYearRequired', {
            guarantee_fr: yearMissing.grnt_Name,
            guarantee_en: yearMissing.grnt_Name_EN,
            guarantee_ar: yearMissing.grnt_Name_AR,
            years: yearMissing.max_vehicle_age_years,
          })}
        </Alert>
      )}
      {choice && quote.data && (
        <Alert severity="success" icon={false} sx={{ mt: 2 }} data-testid="quote-total">
          {t('flow.step5.total')} <bdi style={{ fontWeight: 700 }}>{formatAmount(quote.data.primeTotal)}</bdi>
        </Alert>
      )}
      <StepActions back={STEP4} nextDisabled={!choice} loading={save.isPending} />
    </form>
  );
}

/** Back to step 4 for a new date, or a new date and duration. */
function ToStep4({ label }: { label: string }) {
  return (
    <Button component={RouterLink} to={STEP4} variant="contained">
      {label}
    </Button>
  );
}

/**
 * The offers, or why there are none: a passed effect date (a subscription resumed days later), no
 * offer for this vehicle and period, or a failed load (Retry). Each view has a way forward.
 */
function Step5Offers({ subscription }: { subscription: TSouscriptionAnswer }) {
  const { t } = useTranslation();
  const effectDate = subscription.periode_info?.date_effet;
  const passed = isEffectDatePassed(effectDate, subscription.today);
  const offers = useOffers(subscription._id, subscription.version);
  const refusedDate = offers.error instanceof ApiError && offers.error.status === 422;
  if (passed || (refusedDate && !offers.data))
    return (
      <NoData
        message={
          passed && effectDate
            ? t('flow.step5.effectDatePassed', { date: formatDisplayDate(effectDate) })
            : offers.error!.message
        }
        action={<ToStep4 label={t('flow.step5.changeDate')} />}
      />
    );
  if (offers.data) {
    if (offers.data.packs.length === 0 && offers.data.cartes.length === 0)
      return (
        <NoData
          message={t('flow.step5.noOffers')}
          action={<ToStep4 label={t('flow.step5.changePeriod')} />}
        />
      );
    return <Step5Form subscription={subscription} offered={offers.data} />;
  }
  if (offers.isError)
    return (
      <LoadFailed
        message={t('flow.step5.offersFailed')}
        onRetry={() => void offers.refetch()}
        retrying={offers.isFetching}
      />
    );
  return <CircularProgress aria-label={t('flow.loading')} />;
}

/** /souscriptions/step5: the cover, packs or à la carte, every amount taxes included. */
export function Step5Page() {
  const { t } = useTranslation();
  const subscription = useFlowSubscription();
  return (
    <FlowLayout stage={STEPS[5].stage} title={t('flow.step5.title')}>
      <SubscriptionGate query={subscription}>
        {(data) => <Step5Offers subscription={data} />}
      </SubscriptionGate>
    </FlowLayout>
  );
}
