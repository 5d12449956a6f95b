import { REJECTION_REASONS, type TRejectionReason, type TReviewBody } from '@bi/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const MIN_COMMENT = 3;

/** Why a document is refused: a reason the customer will read in their language, or the clerk's own words. */
export function RejectDialog({
  title,
  pending,
  error,
  onReject,
  onClose,
}: {
  title: string;
  pending: boolean;
  error: string | null;
  /** The decision; the card adds the file it was taken on. */
  onReject: (body: Omit<Extract<TReviewBody, { decision: 'rejected' }>, 'file_id'>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('backoffice');
  const [reason, setReason] = useState<TRejectionReason | ''>('');
  const [comment, setComment] = useState('');
  const needsComment = reason === 'other';
  const ready = reason !== '' && (!needsComment || comment.trim().length >= MIN_COMMENT);
  const submit = () => {
    if (reason === '' || !ready) return;
    onReject({ decision: 'rejected', reason, ...(comment.trim() && { comment: comment.trim() }) });
  };
  return (
    <Dialog open onClose={pending ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('review.rejectTitle', { name: title })}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField
            select
            required
            label={t('review.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value as TRejectionReason)}
          >
            {REJECTION_REASONS.map((code) => (
              <MenuItem key={code} value={code}>
                {t(`review.reasons.${code}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('review.comment')}
            required={needsComment}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 300 } }}
            helperText={error ?? t('review.commentHelp')}
            error={Boolean(error)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t('actions.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={submit} disabled={!ready} loading={pending}>
          {t('review.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
