import CreditCardIcon from '@mui/icons-material/CreditCard';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/format';
import { useFlowSubscription } from '../api/get-subscription';
import { FlowLayout } from '../components/flow-layout';
import { SubscriptionGate } from '../components/subscription-gate';

/** /souscriptions/payment: payment is by card on the platform's page, reached by full navigation. */
export function PaymentPage() {
  const { t } = useTranslation();
  const subscription = useFlowSubscription();
  return (
    <FlowLayout stage="signature" title={t('flow.payment.title')}>
      <SubscriptionGate query={subscription}>
        {(data) => (
          <>
            <Typography sx={{ mb: 1 }}>{t('flow.payment.intro')}</Typography>
            <Typography sx={{ fontWeight: 700, mb: 2 }}>
              {t('flow.payment.amount')}{' '}
              <bdi>
                {formatAmount(
                  Number((data.simulation_result as { primeTotal?: number } | null)?.primeTotal ?? 0),
                )}
              </bdi>
            </Typography>
            <Button
              href={`/api/v1/users/souscriptions/${data._id}/pay`}
              variant="contained"
              size="large"
              startIcon={<CreditCardIcon />}
            >
              {t('flow.payment.pay')}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {t('flow.payment.withdrawal')}
            </Typography>
          </>
        )}
      </SubscriptionGate>
    </FlowLayout>
  );
}
