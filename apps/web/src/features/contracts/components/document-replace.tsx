import type { TDocumentField, TSouscriptionAnswer } from '@bi/domain';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { useDocumentUpload } from '../../../lib/upload-file';
import { useReplaceDocument } from '../api/replace-document';

/**
 * Replace, for one document the office rejected or has not checked: a file, or on a phone a photo
 * taken there and then, checked and shrunk as at step 7, uploaded with its progress, then sent in
 * place of the old one. The answer refreshes the card and this dialog; a refusal is shown in words.
 */
export function DocumentReplace({
  subscription,
  kind,
  label,
}: {
  subscription: TSouscriptionAnswer;
  kind: TDocumentField;
  label: string;
}) {
  const { t } = useTranslation(['contracts', 'common', 'errors']);
  // A touch screen is a phone or a tablet: it has a camera to point at the document.
  const camera = useMediaQuery('(pointer: coarse)');
  const replace = useReplaceDocument();
  const { state, choose, retry, cancel } = useDocumentUpload((uploaded) =>
    replace.mutate(
      { subscription, kind, fileId: uploaded.file_id },
      { onSuccess: () => notify('success', t('documents.replaced', { document: label })) },
    ),
  );
  const uploading = state.status === 'preparing' || state.status === 'uploading';
  const busy = uploading || replace.isPending;
  const percent =
    state.status === 'uploading' && state.total > 0 ? Math.floor((state.sent / state.total) * 100) : 0;
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    replace.reset();
    void choose(file);
  };
  const refusal = replace.error && errorMessage(replace.error);

  return (
    <Box sx={{ mt: 0.5 }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {camera && (
          <Button
            component="label"
            variant="outlined"
            size="small"
            startIcon={<PhotoCameraIcon />}
            disabled={busy}
          >
            {t('documents.takePhoto')}
            <input
              hidden
              type="file"
              accept="image/*"
              capture="environment"
              disabled={busy}
              aria-label={t('documents.takePhotoOf', { document: label })}
              onChange={picked}
            />
          </Button>
        )}
        <Button
          component="label"
          variant="outlined"
          size="small"
          startIcon={<UploadFileIcon />}
          disabled={busy}
        >
          {t('documents.replace')}
          <input
            hidden
            type="file"
            accept="image/*,application/pdf"
            disabled={busy}
            aria-label={t('documents.replaceOf', { document: label })}
            onChange={picked}
          />
        </Button>
        {uploading && (
          <Button size="small" onClick={cancel}>
            {t('common:common.cancel')}
          </Button>
        )}
      </Stack>
      {busy && (
        <LinearProgress
          variant={state.status === 'uploading' ? 'determinate' : 'indeterminate'}
          value={percent}
          aria-label={t('documents.sending', { document: label })}
          sx={{ mt: 1 }}
        />
      )}
      {state.status === 'failed' && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {state.message}
          {state.retry && (
            <Box>
              <Button color="inherit" size="small" onClick={retry}>
                {t('common:flow.step7.retry')}
              </Button>
            </Box>
          )}
        </Alert>
      )}
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {refusal}
        </Alert>
      )}
    </Box>
  );
}
