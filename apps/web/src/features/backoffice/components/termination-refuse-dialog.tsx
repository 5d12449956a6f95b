import type { TTerminationItem } from '@bi/domain';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications';
import { useRefuseTermination } from '../api/termination-refuse';
import { fieldError } from '../../../lib/api-client';
import { AdminDialog } from './admin-dialog';
import { ltr } from './admin-format';

/** The server's own minimum: a refusal is explained to the customer in a few words at least. */
const MIN_REASON = 3;

/** A refusal needs its reason, which the customer receives by mail. */
export function TerminationRefuseDialog({ item, onClose }: { item: TTerminationItem; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const refuse = useRefuseTermination();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const code = ltr(item.code_str);
  const tooShort = reason.trim().length < MIN_REASON;
  const submit = () => {
    setTried(true);
    if (tooShort) return;
    refuse.mutate(
      { id: item._id, reason },
      {
        onSuccess: () => {
          notify('success', t('terminations.refuseDialog.done', { code }));
          onClose();
        },
      },
    );
  };
  const serverError = fieldError(refuse.error, 'reason');
  const shownError = (tried && tooShort && t('terminations.refuseDialog.tooShort')) || serverError;
  return (
    <AdminDialog
      title={t('terminations.refuseDialog.title')}
      onClose={onClose}
      onSubmit={submit}
      pending={refuse.isPending}
      error={refuse.error}
      confirm={{ label: t('terminations.refuseDialog.confirm'), color: 'error' }}
    >
      <Typography>{t('terminations.refuseDialog.text', { code })}</Typography>
      <TextField
        label={t('terminations.refuseDialog.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        error={Boolean(shownError)}
        helperText={shownError || t('terminations.refuseDialog.hint')}
        multiline
        minRows={3}
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </AdminDialog>
  );
}
