import { paymentRefusal, type TSouscriptionAnswer } from '@bi/domain';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notifications';
import { useFlowSubscription } from '../api/get-subscription';
import { usePayLink } from '../api/request-pay-link';
import { FlowLayout } from '../components/flow-layout';
import { PaymentSummary } from '../components/payment-summary';
import { SubscriptionGate } from '../components/subscription-gate';
import { resumePath, stepPath } from '../../../lib/flow-paths';
import { useResetWhenRestored } from '../lib/use-reset-when-restored';

/**
 * Only a subscription ready to pay shows an amount. Otherwise the page says why, in the words the pay
 * link would answer (the server's `payment_refusal`, decision 040): a quote changed since it was
 * confirmed goes back to step 6 to be confirmed again, an extension of a contract being terminated to
 * the contracts' list, an office or a country closed since to the step that chooses it, anything else
 * to where resume sends it.
 */
function PaymentDetails({ subscription }: { subscription: TSouscriptionAnswer }) {
  const { t } = useTranslation(['common', 'errors']);
  const navigate = useNavigate();
  const pay = usePayLink(subscription._id);
  const { ready_to_pay: ready, payment_refusal: refusal } = subscription;
  useEffect(() => {
    if (ready || !refusal) return;
    const forNextPage = { forNextPage: true };
    // Nowhere in the flow leads on: the contracts' list, whose card says why, is the way out.
    if (refusal === 'extends_terminating') {
      notify('error', t('errors:payment.extendsTerminating'), forNextPage);
      navigate('/', { replace: true });
      return;
    }
    // Closed since it was chosen: back to the step that chooses it, where only open ones are offered.
    if (refusal === 'office_closed' || refusal === 'country_off') {
      const words = paymentRefusal(refusal, subscription.today);
      notify('error', t(`errors:${words.key}`, words.params), forNextPage);
      navigate(stepPath(refusal === 'office_closed' ? 2 : 1), { replace: true });
      return;
    }
    if (refusal === 'not_confirmed') notify('error', t('flow.payment.confirmAgain'), forNextPage);
    else if (refusal !== 'already_paid') {
      const words = paymentRefusal(refusal, subscription.today);
      notify('error', t(`errors:${words.key}`, words.params), forNextPage);
    }
    navigate(resumePath(subscription), { replace: true });
  }, [ready, refusal, subscription, navigate, t]);
  useResetWhenRestored(pay.reset);
  if (!ready) return null;
  return (
    <>
      <Typography sx={{ mb: 1 }}>{t('flow.payment.intro')}</Typography>
      <PaymentSummary subscription={subscription} />
      {pay.isError && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => pay.mutate()}>
              {t('flow.retry')}
            </Button>
          }
        >
          {t('flow.payment.linkFailed')}
        </Alert>
      )}
      {/* Still loading once the link is there: the browser is leaving for the card page. */}
      <Button
        onClick={() => pay.mutate()}
        loading={pay.isPending || pay.isSuccess}
        variant="contained"
        size="large"
        startIcon={<CreditCardIcon />}
      >
        {t('flow.payment.pay')}
      </Button>
    </>
  );
}

/** /souscriptions/payment: payment is by card on the platform's page, reached by full navigation. */
export function PaymentPage() {
  const { t } = useTranslation();
  const subscription = useFlowSubscription();
  return (
    <FlowLayout stage="signature" title={t('flow.payment.title')}>
      <SubscriptionGate query={subscription}>
        {(data) => <PaymentDetails subscription={data} />}
      </SubscriptionGate>
    </FlowLayout>
  );
}
