import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FlowLayout } from '../components/flow-layout';
import { flowPath } from '../../../lib/flow-pages';
import { ToPaymentButton } from '../components/to-payment-button';

/**
 * /souscriptions/paiement-refuse: where the gateway sends the browser back after a refusal. Nothing was
 * charged and the subscription is still payable (the server left it confirmed): the way is to try
 * again, with the same card or another. The page reads nothing: a refused payment changed nothing.
 */
export function PaymentRefusedPage() {
  const { t } = useTranslation();
  const email = t('footer.contactEmail');
  const phone = t('footer.contactPhone');
  return (
    <FlowLayout stage="signature" title={t('flow.refused.title')}>
      <Stack sx={{ gap: 2 }}>
        <Alert severity="error" data-testid="payment-refused">
          <AlertTitle>{t('flow.refused.notCharged')}</AlertTitle>
          {t('flow.refused.why')}
        </Alert>
        <Typography>{t('flow.refused.tryAgain')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('flow.refused.contact')} <Link href={`mailto:${email}`}>{email}</Link>
          {' · '}
          <Link href={`tel:${phone.replaceAll(' ', '')}`} dir="ltr">
            {phone}
          </Link>
        </Typography>
        <ToPaymentButton label={t('flow.refused.retry')} />
        <Button component={RouterLink} to={flowPath('commencer')} variant="outlined" size="large">
          {t('flow.refused.home')}
        </Button>
      </Stack>
    </FlowLayout>
  );
}
