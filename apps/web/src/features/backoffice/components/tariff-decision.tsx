import type { TTariffVersionDetail } from '@bi/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../lib/api-client';
import { useDialogInHistory } from '../../../lib/dialog-in-history';
import { notify } from '../../../lib/notifications';
import { useTariffMove } from '../api/tariff-version-move';
import { useRejectTariffVersion } from '../api/tariff-version-reject';
import { AdminDialog } from './admin-dialog';
import { shownDate } from './admin-format';

/** A second administrator's verdict on a submitted version: approve (published) or reject with a reason. */
export function TariffDecision({ version }: { version: TTariffVersionDetail }) {
  const { t } = useTranslation('tariffs');
  const [dialog, setDialog] = useDialogInHistory<'approve' | 'reject'>(`tariff:${version.id}`);
  const approve = useTariffMove(version.id, 'approve');
  const reject = useRejectTariffVersion(version.id);
  const [reason, setReason] = useState('');
  const number = version.numero;
  if (version.auteur_moi)
    return (
      <Alert severity="info" sx={{ mt: 3 }}>
        {t('actions.ownVersion')}
      </Alert>
    );
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 3 }}>
      <Button variant="contained" size="large" onClick={() => setDialog('approve')}>
        {t('actions.approve')}
      </Button>
      <Button variant="outlined" color="error" size="large" onClick={() => setDialog('reject')}>
        {t('actions.reject')}
      </Button>
      {dialog === 'approve' && (
        <AdminDialog
          title={t('actions.approveTitle', { number })}
          onClose={() => setDialog(null)}
          pending={approve.isPending}
          error={approve.error}
          confirm={{ label: t('actions.approve') }}
          onSubmit={() =>
            approve.mutate(undefined, {
              onSuccess: () => {
                setDialog(null);
                notify('success', t('actions.approved', { number, date: shownDate(version.date_effet) }));
              },
            })
          }
        >
          <Typography>{t('actions.approveText', { date: shownDate(version.date_effet) })}</Typography>
        </AdminDialog>
      )}
      {dialog === 'reject' && (
        <AdminDialog
          title={t('actions.rejectTitle', { number })}
          onClose={() => setDialog(null)}
          pending={reject.isPending}
          error={fieldError(reject.error, 'motif') ? null : reject.error}
          confirm={{ label: t('actions.reject'), color: 'error', disabled: reason.trim().length < 3 }}
          onSubmit={() =>
            reject.mutate(
              { motif: reason.trim() },
              {
                onSuccess: () => {
                  setDialog(null);
                  notify('success', t('actions.rejected', { number }));
                },
              },
            )
          }
        >
          <TextField
            label={t('actions.rejectReason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(fieldError(reject.error, 'motif'))}
            helperText={fieldError(reject.error, 'motif')}
            multiline
            minRows={3}
            required
            slotProps={{ htmlInput: { maxLength: 500 } }}
            autoFocus
          />
        </AdminDialog>
      )}
    </Stack>
  );
}
