import type { TTerminationItem } from '@bi/domain';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications';
import { useApplyTermination } from '../api/termination-apply';
import { fieldError } from '../../../lib/api-client';
import { AdminDialog } from './admin-dialog';
import { ltr, shownAmount } from './admin-format';

/**
 * Applying ends the contract today: said before, with the refund it opens (the server's figure, by the
 * domain's pro-rata rule for today) and an optional note kept with the decision.
 */
export function TerminationApplyDialog({ item, onClose }: { item: TTerminationItem; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const apply = useApplyTermination();
  const [note, setNote] = useState('');
  const code = ltr(item.code_str);
  const submit = () =>
    apply.mutate(
      { id: item._id, note },
      {
        onSuccess: () => {
          notify('success', t('terminations.applyDialog.done', { code }));
          onClose();
        },
      },
    );
  return (
    <AdminDialog
      title={t('terminations.applyDialog.title')}
      onClose={onClose}
      onSubmit={submit}
      pending={apply.isPending}
      error={apply.error}
      confirm={{ label: t('terminations.applyDialog.confirm') }}
    >
      <Typography>{t('terminations.applyDialog.text', { code, name: item.insured_name })}</Typography>
      <Typography data-testid="termination-refund" sx={{ fontWeight: 600 }}>
        {item.refund_if_applied === null
          ? t('terminations.applyDialog.noRefund')
          : t('terminations.applyDialog.refund', { amount: shownAmount(item.refund_if_applied) })}
      </Typography>
      <TextField
        label={t('terminations.applyDialog.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={Boolean(fieldError(apply.error, 'note'))}
        helperText={fieldError(apply.error, 'note')}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </AdminDialog>
  );
}
