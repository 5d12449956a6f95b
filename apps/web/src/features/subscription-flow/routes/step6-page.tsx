import {
  displayName,
  formatDisplayDate,
  localizedName,
  PACKS,
  isEditable,
  STEPS,
  type TSouscriptionAnswer,
} from '@bi/domain';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { formatAmount } from '../../../lib/format';
import { notify } from '../../../lib/notifications';
import { useFlowSubscription } from '../api/get-subscription';
import { openContractPdf } from '../api/open-contract-pdf';
import { useSaveStep } from '../api/save-step';
import { FlowLayout } from '../components/flow-layout';
import { StepActions } from '../components/step-actions';
import { SubscriptionGate } from '../components/subscription-gate';
import { nextAfterStep, resumePath, stepPath } from '../lib/flow-paths';

const STEP7 = nextAfterStep(6);

/**
 * The quote: confirmed here while in simulation; once confirmed, shown again read-only (step 7's Back
 * lands here) with the way on to the documents. Paid or closed subscriptions go where resume sends them.
 */
function Summary({ subscription }: { subscription: TSouscriptionAnswer }) {
  const { t } = useTranslation(['common', 'errors']);
  const navigate = useNavigate();
  const confirm = useSaveStep(subscription._id, 6);
  const { statut } = subscription;
  if (!isEditable(statut)) return <Navigate to={resumePath(subscription)} replace />;
  const user = subscription.user_info;
  const vehicle = subscription.vehicule_info;
  const period = subscription.periode_info;
  const cover = subscription.pack_info;
  const result = subscription.simulation_result;
  const language = currentLanguage();
  const pack = PACKS.find((candidate) => candidate.pack_Id === cover?.pack_Id);
  const rows: [string, string][] = [
    [t('flow.step6.insured'), displayName(user)],
    [t('flow.step6.office'), localizedName(user, 'intermediaire_RS', language)],
    [
      t('flow.step6.vehicle'),
      vehicle ? `${vehicle.immatriculation} · ${vehicle.marque_Name} ${vehicle.model}` : '',
    ],
    [
      t('flow.step6.period'),
      period ? `${formatDisplayDate(period.date_effet)} → ${formatDisplayDate(period.date_fin)}` : '',
    ],
    [
      t('flow.step6.cover'),
      `${pack ? localizedName(pack, 'pack_Name', language) : t('flow.step5.carte')}${cover?.remorque ? ` + ${t('flow.step6.trailer')}` : ''}`,
    ],
    [t('flow.step6.primeNet'), formatAmount(result?.primeNet ?? 0)],
    [t('flow.step6.taxes'), formatAmount(result?.totalTaxe ?? 0)],
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate({}, { onSuccess: () => navigate(STEP7) });
  };
  const openPdf = () =>
    openContractPdf(subscription._id).catch((error: unknown) =>
      notify('error', error instanceof ApiError ? error.message : t('errors:http.temporary')),
    );

  return (
    <form onSubmit={submit} noValidate>
      {statut === 'confirmed' && (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="quote-confirmed">
          {t('flow.step6.confirmed')}
        </Alert>
      )}
      <Table size="small">
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ color: 'text.secondary', pl: 0 }}>
                {label}
              </TableCell>
              <TableCell>
                <bdi>{value}</bdi>
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700, pl: 0 }}>
              {t('flow.step6.total')}
            </TableCell>
            <TableCell sx={{ fontWeight: 700 }} data-testid="summary-total">
              <bdi>{formatAmount(result?.primeTotal ?? 0)}</bdi>
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Button startIcon={<PictureAsPdfIcon />} onClick={() => void openPdf()} sx={{ mt: 2 }}>
        {t('flow.step6.pdf')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('flow.step6.withdrawal')}
      </Typography>
      {statut === 'confirmed' ? (
        <StepActions back={stepPath(5)} nextTo={STEP7} />
      ) : (
        <StepActions back={stepPath(5)} nextLabel={t('flow.confirm')} loading={confirm.isPending} />
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
