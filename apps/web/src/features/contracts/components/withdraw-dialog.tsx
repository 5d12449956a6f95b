import {
  centimesToAmount,
  refundDueDate,
  withdrawalDeadline,
  withdrawalRefundOf,
  type TSouscriptionAnswer,
} from '@bi/domain';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shownAmount } from '../../../lib/format';
import { useWithdrawContract } from '../api/withdraw-contract';
import { isOvertaken } from '../lib/card-actions';
import { dayInMorocco, ltr, shownDate } from '../lib/display';
import { ActionDialog, ReasonField, reasonBody } from './action-dialog';

/**
 * Law 31-08's withdrawal (decision 043): until when, what comes back and by when, as the server will
 * compute it, before the customer confirms; nobody has to accept it.
 */
export function WithdrawDialog({
  subscription,
  onClose,
}: {
  subscription: TSouscriptionAnswer;
  onClose: () => void;
}) {
  const { t } = useTranslation('contracts');
  const withdraw = useWithdrawContract(({ refund }) =>
    t('withdraw.done', {
      amount: shownAmount(refund?.montant ?? 0),
      date: shownDate(refund?.due_by ?? refundDueDate(subscription.today)),
    }),
  );
  const [reason, setReason] = useState('');
  const { today, periode_info: period } = subscription;
  const deadline = withdrawalDeadline(dayInMorocco(subscription.signed_at ?? today));
  const amount = shownAmount(centimesToAmount(withdrawalRefundOf(subscription, today)));
  const started = Boolean(period && period.date_effet <= today);
  const confirm = () => withdraw.mutate({ subscription, body: reasonBody(reason) }, { onSuccess: onClose });
  return (
    <ActionDialog
      title={t('withdraw.title', { code: ltr(subscription.code_str) })}
      onClose={onClose}
      pending={withdraw.isPending}
      overtaken={isOvertaken(subscription, 'withdraw', withdraw)}
      holdsWords={reason.trim() !== ''}
      error={withdraw.error}
      backLabel={t('withdraw.keep')}
      confirm={{ label: t('withdraw.confirm'), onClick: confirm, color: 'error' }}
    >
      <Typography>{t('withdraw.text', { date: shownDate(deadline) })}</Typography>
      <Typography data-testid="withdrawal-refund">
        {t('withdraw.refund', { amount, date: shownDate(refundDueDate(today)) })}
      </Typography>
      {started && period && (
        <Typography>{t('withdraw.started', { date: shownDate(period.date_effet) })}</Typography>
      )}
      {subscription.certificate_collected && <Typography>{t('withdraw.certificate')}</Typography>}
      <ReasonField value={reason} onChange={setReason} />
    </ActionDialog>
  );
}
