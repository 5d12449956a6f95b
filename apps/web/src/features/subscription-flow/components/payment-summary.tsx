import type { TSouscriptionAnswer } from '@bi/domain';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/format';
import { ExtensionSummary } from './extension-summary';

/**
 * What the customer is told before paying: for an extension, what it extends and for when; the amount,
 * taxes included, and that paying asks the cover to start within the 7-day withdrawal period (law
 * 31-08). Said wherever the Pay button is.
 */
export function PaymentSummary({ subscription }: { subscription: TSouscriptionAnswer }) {
  const { t } = useTranslation();
  return (
    <>
      <ExtensionSummary subscription={subscription} />
      <Typography sx={{ fontWeight: 700, mb: 1 }}>
        {t('flow.payment.amount')}{' '}
        <bdi data-testid="payment-amount">
          {formatAmount(subscription.simulation_result?.primeTotal ?? 0)}
        </bdi>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('flow.payment.withdrawal')}
      </Typography>
    </>
  );
}
