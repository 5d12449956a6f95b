import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate } from 'react-router';
import { useSignatureStatus } from '../api/get-signature-status';
import { ExtensionLinkReturnGate } from '../components/extension-link-return-gate';
import { FlowLayout } from '../components/flow-layout';
import { flowPath } from '../../../lib/flow-pages';
import { flowState } from '../../../lib/flow-state';
import { ToPaymentButton } from '../components/to-payment-button';

/** The subscription is paid (or signed) after all: Back, or a second try that passed. */
const PAID = new Set(['paid', 'signed']);

/**
 * /souscriptions/paiement-refuse: where the gateway sends the browser back after a refusal. Nothing was
 * charged and the subscription is still payable (the server left it confirmed): the way is to try
 * again, with the same card or another. The status is read first: the page is reached by Back too,
 * after a later try was paid, and a paid contract must never read as refused.
 */
export function PaymentRefusedPage() {
  return (
    <ExtensionLinkReturnGate refused>
      <PaymentRefused />
    </ExtensionLinkReturnGate>
  );
}

function PaymentRefused() {
  const { t } = useTranslation();
  const status = useSignatureStatus(flowState.subscriptionId());
  const statut = status.data?.statut;
  if (statut && PAID.has(statut)) return <Navigate to={flowPath('signature')} replace />;
  return (
    <FlowLayout stage="signature" title={t('flow.refused.title')}>
      {status.isLoading ? <CircularProgress aria-label={t('flow.loading')} /> : <Refused />}
    </FlowLayout>
  );
}

function Refused() {
  const { t } = useTranslation();
  const email = t('footer.contactEmail');
  const phone = t('footer.contactPhone');
  return (
    <Stack sx={{ gap: 2 }}>
      <Alert severity="error" data-testid="payment-refused">
        <AlertTitle>{t('flow.refused.notCharged')}</AlertTitle>
        {t('flow.refused.why')}
      </Alert>
      <Typography>{t('flow.refused.tryAgain')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('flow.refused.contact')} <Link href={`mailto:${email}`}>{email}</Link>
        {' · '}
        <Link href={`tel:${phone.replaceAll(' ', '')}`} dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
          {phone}
        </Link>
      </Typography>
      <ToPaymentButton label={t('flow.refused.retry')} />
      <Button component={RouterLink} to={flowPath('commencer')} variant="outlined" size="large">
        {t('flow.refused.home')}
      </Button>
    </Stack>
  );
}
