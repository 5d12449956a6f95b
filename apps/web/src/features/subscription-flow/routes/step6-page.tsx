import type { TSouscriptionAnswer } from '@bi/domain';
import { formatDisplayDate } from '@bi/domain';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { formatAmount } from '../../../lib/format';
import { notify } from '../../../lib/notifications';
import { useFlowSubscription } from '../api/get-subscription';
import { openContractPdf } from '../api/open-contract-pdf';
import { useSaveStep } from '../api/save-step';
import { FlowLayout } from '../components/flow-layout';
import { StepActions } from '../components/step-actions';
import { SubscriptionGate } from '../components/subscription-gate';

type TJson = Record<string, unknown>;

function Summary({ subscription }: { subscription: TSouscriptionAnswer }) {
  const { t } = useTranslation(['common', 'errors']);
  const navigate = useNavigate();
  const confirm = useSaveStep(subscription._id, 6);
  const user = subscription.user_info as TJson;
  const vehicle = (subscription.vehicule_info ?? {}) as TJson;
  const period = (subscription.periode_info ?? {}) as TJson;
  const cover = (subscription.pack_info ?? {}) as TJson;
  const result = (subscription.simulation_result ?? {}) as TJson;
  if (subscription.statut !== 'simulation') return <Navigate to="/souscriptions/step7" replace />;
  const rows: [string, string][] = [
    [
      t('flow.step6.insured'),
      String(user.raison_sociale ?? `${user.first_name ?? ''} ${user.last_name ?? ''}`),
    ],
    [t('flow.step6.office'), String(user.intermediaire_RS ?? '')],
    [
      t('flow.step6.vehicle'),
      `${vehicle.immatriculation ?? ''} · ${vehicle.marque_Name ?? ''} ${vehicle.model ?? ''}`,
    ],
    [
      t('flow.step6.period'),
      `${formatDisplayDate(String(period.date_effet))} → ${formatDisplayDate(String(period.date_fin))}`,
    ],
    [
      t('flow.step6.cover'),
      `${cover.selected_pack ?? t('flow.step5.carte')}${cover.remorque ? ` + ${t('flow.step6.trailer')}` : ''}`,
    ],
    [t('flow.step6.primeNet'), formatAmount(Number(result.primeNet))],
    [t('flow.step6.taxes'), formatAmount(Number(result.totalTaxe))],
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate({}, { onSuccess: () => navigate('/souscriptions/step7') });
  };
  const openPdf = () =>
    openContractPdf(subscription._id).catch((error: unknown) =>
      notify('error', error instanceof ApiError ? error.message : t('errors:http.temporary')),
    );

  return (
    <form onSubmit={submit} noValidate>
      <Table size="small">
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ color: 'text.secondary', ps: 0 }}>
                {label}
              </TableCell>
              <TableCell>
                <bdi>{value}</bdi>
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700, ps: 0 }}>
              {t('flow.step6.total')}
            </TableCell>
            <TableCell sx={{ fontWeight: 700 }} data-testid="summary-total">
              <bdi>{formatAmount(Number(result.primeTotal))}</bdi>
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
      <StepActions back="/souscriptions/step5" nextDisabled={false} loading={confirm.isPending} />
    </form>
  );
}

/** /souscriptions/step6: the quote, its contract PDF, and the confirmation. */
export function Step6Page() {
  const { t } = useTranslation(['common', 'errors']);
  const subscription = useFlowSubscription();
  return (
    <FlowLayout stage="quote" title={t('flow.step6.title')}>
      <SubscriptionGate query={subscription}>{(data) => <Summary subscription={data} />}</SubscriptionGate>
    </FlowLayout>
  );
}
