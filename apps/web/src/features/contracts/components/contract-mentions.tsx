import { isPaid, type TSouscriptionAnswer } from '@bi/domain';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { shownAmount } from '../../../lib/format';
import { dayInMorocco, shownDate } from '../lib/display';

/**
 * What is under way after the sale: a termination asked of the insurer, a refund owed or made, and
 * why an unpaid extension goes no further when its contract is being terminated.
 */
export function ContractMentions({ subscription }: { subscription: TSouscriptionAnswer }) {
  const { t } = useTranslation(['contracts', 'errors']);
  const { termination_requested_at: terminationAsked, refund } = subscription;
  return (
    <>
      {terminationAsked && (
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }} data-testid="termination-requested">
          {t(subscription.termination_applied ? 'card.terminationApplied' : 'card.terminationRequested', {
            date: shownDate(dayInMorocco(terminationAsked)),
          })}
        </Typography>
      )}
      {subscription.extends_terminating && !isPaid(subscription.statut) && (
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }} data-testid="extends-terminating">
          {t('errors:payment.extendsTerminating')}
        </Typography>
      )}
      {refund && (
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }} data-testid="refund">
          {refund.statut === 'refunded'
            ? t('card.refunded', { amount: shownAmount(refund.montant) })
            : t('card.refundDue', {
                amount: shownAmount(refund.montant),
                date: shownDate(refund.due_by),
              })}
        </Typography>
      )}
    </>
  );
}
