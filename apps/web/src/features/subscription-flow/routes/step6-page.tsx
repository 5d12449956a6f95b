import {
  carriesDocuments,
  displayName,
  formatDisplayDate,
  localizedName,
  isEditable,
  STEPS,
  type TInsured,
  type TLanguage,
  type TSouscriptionAnswer,
} from '@bi/domain';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { useCoverName } from '../../../lib/use-cover-name';
import { useGuaranteeList } from '../../../lib/use-guarantee-list';
import { useFlowSubscription } from '../api/get-subscription';
import { useCities } from '../api/reference-lists';
import { openContractPdf } from '../../../api/open-contract-pdf';
import { SummaryTable, usePremiumRows, type TSummaryRow } from '../../../components/summary-table';
import { useSaveStep } from '../api/save-step';
import { ExtensionOfficeChoice, extendsAtClosedOffice } from '../components/extension-office-choice';
import { ExtensionPeriodChoice, extensionWaitsForPeriod } from '../components/extension-period-choice';
import { FlowLayout } from '../components/flow-layout';
import { StepActions } from '../components/step-actions';
import { SubscriptionGate } from '../components/subscription-gate';
import { formDrafts, useDraftState } from '../lib/form-drafts';
import { usePointedNotice } from '../lib/use-pointed-notice';
import { nextAfterStep, resumePath, stepPath } from '../../../lib/flow-paths';
import { shownName } from '../../../lib/shown-name';

/**
 * Where the vehicle enters Morocco, in the reader's language: the subscription keeps only the city's
 * id and French name, so the label (a port's or a border post's, else the city's) comes from the city
 * list. The French name stands in when that list could not be had; nothing while it loads, rather than
 * French flashing in an Arabic quote.
 */
function useEntryPointName(user: TInsured, language: TLanguage): string {
  const cities = useCities();
  if (cities.isPending) return '';
  const city = cities.data?.result.find((candidate) => candidate.ville_Id === user.ville_entree);
  if (!city) return user.ville_Name ?? '';
  return localizedName(city, 'ville_Entree_Label', language) || localizedName(city, 'ville_Name', language);
}

/**
 * The quote: confirmed here while in simulation; once confirmed, shown again read-only (step 7's Back
 * lands here) with the way on to the documents. Paid or closed subscriptions go where resume sends them.
 */
function Summary({ subscription }: { subscription: TSouscriptionAnswer }) {
  const { t } = useTranslation(['common', 'errors']);
  const navigate = useNavigate();
  const confirm = useSaveStep(subscription._id, 6);
  const premium = usePremiumRows(subscription.simulation_result);
  const coverName = useCoverName(subscription.pack_info);
  const guarantees = useGuaranteeList(subscription.simulation_result);
  const user = subscription.user_info;
  const language = currentLanguage();
  const entryPoint = useEntryPointName(user, language);
  const { statut } = subscription;
  // An extension carrying its contract's documents goes on to payment; others to step 7.
  const next = nextAfterStep(6, false, carriesDocuments(subscription));
  // Confirm tapped while something is left to do first: not a grey button doing nothing. The country's
  // and the office's notices above say it already, and are pointed at; the period's two cases (none
  // ticked, one ticked but not applied) are said by the button.
  const countryNotice = usePointedNotice();
  const officeNotice = usePointedNotice();
  const [tappedBlocked, setTappedBlocked] = useState(false);
  // The period ticked in the list, not yet applied to the quote by its own button: kept for the tab.
  const [ticked, setTicked] = useDraftState<number | null>(
    `${formDrafts.key('step6', subscription._id)}:period`,
    null,
  );
  if (!isEditable(statut)) return <Navigate to={resumePath(subscription)} replace />;
  // Not confirmed nor paid at a closed office: another one is chosen first, here.
  const officeClosed = extendsAtClosedOffice(subscription);
  // The country of residence closed to buyers since it was chosen: said here, not first at payment.
  const countryOff = subscription.payment_refusal === 'country_off';
  // Its contract's period switched off since it was sold: one offered today is chosen first, here.
  const periodToChoose = extensionWaitsForPeriod(subscription);
  const blocked = officeClosed || countryOff || periodToChoose;
  // Its period is step 4's: Back leads there, step 5 has no offers to show without one.
  const back = stepPath(periodToChoose ? 4 : 5);
  const vehicle = subscription.vehicule_info;
  const period = subscription.periode_info;
  const rows: TSummaryRow[] = [
    [t('flow.step6.insured'), displayName(user)],
    [t('flow.step6.entryPoint'), entryPoint],
    [t('flow.step6.office'), shownName(user, 'intermediaire_RS', language, 'proper')],
    [
      t('flow.step6.vehicle'),
      vehicle ? `${vehicle.immatriculation} · ${vehicle.marque_Name} ${vehicle.model}` : '',
    ],
    [
      t('flow.step6.period'),
      // Arabic says it in words ("من … إلى …"): an arrow between two dates, which hold no letter to set
      // the line's direction, was laid out left to right and pointed from the end back to the start.
      period
        ? t('flow.step6.periodRange', {
            from: formatDisplayDate(period.date_effet),
            to: formatDisplayDate(period.date_fin),
          })
        : periodToChoose
          ? t('flow.step6.periodOff.toChoose')
          : '',
    ],
    [t('flow.step6.cover'), coverName],
    // Every guarantee the total prices, as the contract lists them: a pack's and those added to it.
    [t('flow.step6.guarantees'), guarantees],
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // In the order the server refuses it: the country, then the office, then the period.
    if (countryOff) return countryNotice.point();
    if (officeClosed) return officeNotice.point();
    if (periodToChoose) return setTappedBlocked(true);
    confirm.mutate({}, { onSuccess: () => navigate(next) });
  };
  const openPdf = () =>
    openContractPdf(subscription._id).catch((error: unknown) => notify('error', errorMessage(error)));

  return (
    <form onSubmit={submit} noValidate>
      {countryOff && (
        <Alert
          {...countryNotice.notice}
          key={countryNotice.noticeKey}
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button component={RouterLink} to={stepPath(1)} color="inherit" size="small">
              {t('flow.step6.changeCountry')}
            </Button>
          }
        >
          {t('errors:reference.countryOff')}
        </Alert>
      )}
      {officeClosed && (
        <ExtensionOfficeChoice
          subscription={subscription}
          notice={officeNotice.notice}
          noticeKey={officeNotice.noticeKey}
        />
      )}
      {periodToChoose && (
        <ExtensionPeriodChoice subscription={subscription} chosen={ticked} onChoose={setTicked} />
      )}
      {statut === 'confirmed' && (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="quote-confirmed">
          {t('flow.step6.confirmed')}
        </Alert>
      )}
      {/* No period, no price yet: the quote shows what it keeps, and its price once a period is chosen. */}
      {periodToChoose ? (
        <SummaryTable rows={rows.filter(([, value]) => value !== '')} />
      ) : (
        <SummaryTable rows={[...rows, ...premium.rows]} total={premium.total} />
      )}
      {/* No contract to read before its period is chosen. */}
      {!periodToChoose && (
        <Button startIcon={<PictureAsPdfIcon />} onClick={() => void openPdf()} sx={{ mt: 2 }}>
          {t('flow.step6.pdf')}
        </Button>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('flow.step6.withdrawal')}
      </Typography>
      {tappedBlocked && periodToChoose && !countryOff && !officeClosed && (
        <Alert severity="warning" role="alert" sx={{ mt: 2 }} data-testid="confirm-blocked">
          {ticked === null
            ? t('flow.step6.periodOff.confirmFirst')
            : t('flow.step6.periodOff.applyFirst', { button: t('flow.step6.periodOff.choose') })}
        </Alert>
      )}
      {statut === 'confirmed' && !blocked ? (
        <StepActions back={back} nextTo={next} />
      ) : (
        <StepActions back={back} nextLabel={t('flow.confirm')} loading={confirm.isPending} />
      )}
    </form>
  );
}

/** /souscriptions/step6: the quote, its contract PDF, and the confirmation. */
export function Step6Page() {
  const { t } = useTranslation(['common', 'errors']);
  const subscription = useFlowSubscription();
  return (
    <FlowLayout stage={STEPS[6].stage} title={t('flow.step6.title')}>
      <SubscriptionGate query={subscription}>{(data) => <Summary subscription={data} />}</SubscriptionGate>
    </FlowLayout>
  );
}
