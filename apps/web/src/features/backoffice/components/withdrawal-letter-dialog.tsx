import {
  afterSaleFactsOf,
  canWithdraw,
  centimesToAmount,
  refundDueDate,
  withdrawalDeadline,
  withdrawalRefundOf,
  type TSouscriptionAnswer,
} from '@bi/domain';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { useRecordWithdrawalLetter } from '../api/withdrawal-letter';
import { AdminDialog } from './admin-dialog';
import { ltr, shownAmount, shownDate } from './admin-format';

/**
 * A withdrawal the customer sent by letter (law 31-08, decision 043): the clerk gives the letter's date,
 * and sees, by the rule the server applies, whether it is in time and what will be refunded by when.
 */
export function WithdrawalLetterDialog({
  subscription,
  onClose,
}: {
  subscription: TSouscriptionAnswer;
  onClose: () => void;
}) {
  const { t } = useTranslation('backoffice');
  const record = useRecordWithdrawalLetter(subscription._id);
  const { today } = subscription;
  const [letterDate, setLetterDate] = useState(today);
  const [note, setNote] = useState('');
  const concludedOn = afterSaleFactsOf(subscription).concludedOn ?? today;
  const complete = /^\d{4}-\d{2}-\d{2}$/.test(letterDate) && letterDate <= today;
  const inTime = complete && canWithdraw(afterSaleFactsOf(subscription), letterDate);
  const amount = shownAmount(centimesToAmount(withdrawalRefundOf(subscription, letterDate)));
  const submit = () => {
    if (!inTime) return;
    record.mutate(
      { date_lettre: letterDate, ...(note.trim() && { note: note.trim() }) },
      {
        onSuccess: () => {
          notify('success', t('withdrawal.done', { code: ltr(subscription.code_str) }));
          onClose();
        },
      },
    );
  };
  const refused = complete && !inTime && t('withdrawal.outOfTime');
  return (
    <AdminDialog
      title={t('withdrawal.title', { code: ltr(subscription.code_str) })}
      onClose={onClose}
      onSubmit={submit}
      pending={record.isPending}
      error={record.error}
      confirm={{ label: t('withdrawal.confirm'), color: 'error', disabled: !inTime }}
    >
      <Typography>
        {t('withdrawal.text', {
          signed: shownDate(concludedOn),
          until: shownDate(withdrawalDeadline(concludedOn)),
        })}
      </Typography>
      <TextField
        type="date"
        label={t('withdrawal.letterDate')}
        value={letterDate}
        onChange={(event) => setLetterDate(event.target.value)}
        required
        fullWidth
        error={Boolean(refused) || Boolean(fieldError(record.error, 'date_lettre'))}
        helperText={refused || fieldError(record.error, 'date_lettre') || t('withdrawal.letterDateHint')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today, dir: 'ltr' } }}
      />
      {inTime && (
        <Typography data-testid="withdrawal-letter-refund">
          {t('withdrawal.refund', { amount, due: shownDate(refundDueDate(letterDate)) })}
        </Typography>
      )}
      <TextField
        label={t('withdrawal.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        fullWidth
        multiline
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </AdminDialog>
  );
}
