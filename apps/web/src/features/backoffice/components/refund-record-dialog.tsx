import type { TRefundItem } from '@bi/domain';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications';
import { useRecordRefund } from '../api/refund-record';
import { fieldError } from '../../../lib/api-client';
import { AdminDialog } from './admin-dialog';
import { ltr, shownAmount } from './admin-format';

/** The server's minimum length of a bank reference. */
const MIN_REFERENCE = 3;

/** The refund was made: recorded once, with the bank's (or the gateway's) reference. */
export function RefundRecordDialog({ item, onClose }: { item: TRefundItem; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const record = useRecordRefund();
  const [reference, setReference] = useState('');
  const [tried, setTried] = useState(false);
  const missing = reference.trim().length < MIN_REFERENCE;
  const amount = shownAmount(item.montant);
  const code = ltr(item.code_str);
  const submit = () => {
    setTried(true);
    if (missing) return;
    record.mutate(
      { id: item._id, reference },
      {
        onSuccess: () => {
          notify('success', t('refunds.recordDialog.done', { amount, code }));
          onClose();
        },
      },
    );
  };
  const shownError =
    (tried && missing && t('refunds.recordDialog.required')) || fieldError(record.error, 'reference');
  return (
    <AdminDialog
      title={t('refunds.recordDialog.title')}
      onClose={onClose}
      onSubmit={submit}
      pending={record.isPending}
      error={record.error}
      confirm={{ label: t('refunds.recordDialog.confirm') }}
    >
      <Typography>{t('refunds.recordDialog.text', { amount, code, name: item.insured_name })}</Typography>
      <TextField
        label={t('refunds.recordDialog.reference')}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        required
        autoFocus
        fullWidth
        error={Boolean(shownError)}
        helperText={shownError || t('refunds.recordDialog.hint')}
        slotProps={{ htmlInput: { maxLength: 100, dir: 'ltr', autoComplete: 'off' } }}
      />
    </AdminDialog>
  );
}
