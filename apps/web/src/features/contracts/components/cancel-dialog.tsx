import { isPaid, REFUND_WORKING_DAYS, withdrawalDeadline, type TSouscriptionAnswer } from '@bi/domain';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shownAmount } from '../../../lib/format';
import { useCancelContract } from '../api/cancel-contract';
import { dayInMorocco, ltr, shownDate } from '../lib/display';
import { isOvertaken } from '../lib/card-actions';
import { ActionDialog, ReasonField, reasonBody } from './action-dialog';

/** What the customer is told before cancelling a paid contract: the refund, and law 31-08's 7 days. */
function RefundNotes({ subscription }: { subscription: TSouscriptionAnswer }) {
  const { t } = useTranslation('contracts');
  const amount = subscription.payment_info.amount ?? subscription.simulation_result?.primeTotal ?? 0;
  const deadline = subscription.signed_at && withdrawalDeadline(dayInMorocco(subscription.signed_at));
  const withdrawal = !deadline
    ? t('cancel.withdrawalAfterSigning')
    : subscription.today <= deadline
      ? t('cancel.withdrawalUntil', { date: shownDate(deadline) })
      : t('cancel.withdrawalOver', { date: shownDate(deadline) });
  return (
    <>
      <Typography>
        {t('cancel.refund', { amount: shownAmount(amount), days: REFUND_WORKING_DAYS })}
      </Typography>
      <Typography>{withdrawal}</Typography>
    </>
  );
}

/** Cancel (spec §4): before the effect date; the card then shows the contract cancelled. */
export function CancelDialog({
  subscription,
  onClose,
}: {
  subscription: TSouscriptionAnswer;
  onClose: () => void;
}) {
  const { t } = useTranslation('contracts');
  const cancel = useCancelContract(({ refund }) =>
    refund
      ? t('cancel.doneRefund', { amount: shownAmount(refund.montant), date: shownDate(refund.due_by) })
      : t('cancel.done'),
  );
  const [reason, setReason] = useState('');
  const confirm = () => cancel.mutate({ subscription, body: reasonBody(reason) }, { onSuccess: onClose });
  return (
    <ActionDialog
      title={t('cancel.title', { code: ltr(subscription.code_str) })}
      onClose={onClose}
      pending={cancel.isPending}
      overtaken={isOvertaken(subscription, 'cancel', cancel)}
      holdsWords={reason.trim() !== ''}
      error={cancel.error}
      backLabel={t('cancel.keep')}
      confirm={{ label: t('cancel.confirm'), onClick: confirm, color: 'error' }}
    >
      {isPaid(subscription.statut) ? (
        <RefundNotes subscription={subscription} />
      ) : (
        <Typography>{t('cancel.unpaid')}</Typography>
      )}
      <ReasonField value={reason} onChange={setReason} />
    </ActionDialog>
  );
}
