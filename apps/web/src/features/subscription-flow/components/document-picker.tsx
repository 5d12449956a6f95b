import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentUpload, type TUploaded } from '../../../lib/upload-file';
import { shortenFileName } from '../lib/shorten-file-name';
import { DocumentThumbnail } from './document-thumbnail';

export type { TUploaded };

/**
 * One document of step 7: a photo or a PDF, checked and shrunk on the phone, then uploaded as soon as it
 * is chosen, with its progress, a Cancel while it goes and a Retry when it failed.
 */
export function DocumentPicker({
  label,
  value,
  refusal,
  onUploaded,
}: {
  label: string;
  value: TUploaded | undefined;
  /** Why the server refused this document when step 7 was saved, until another file is chosen. */
  refusal?: string | undefined;
  onUploaded: (file: TUploaded) => void;
}) {
  const { t } = useTranslation();
  const { state, choose, retry, cancel } = useDocumentUpload(onUploaded);
  const busy = state.status === 'preparing' || state.status === 'uploading';
  const percent =
    state.status === 'uploading' && state.total > 0 ? Math.floor((state.sent / state.total) * 100) : 0;

  const status = () => {
    if (state.status === 'preparing') return t('flow.step7.preparing');
    if (state.status === 'uploading') return t('flow.step7.uploading', { percent });
    if (!value) return t('flow.step7.missing');
    return (
      <>
        <CheckCircleIcon sx={{ fontSize: 14, verticalAlign: 'middle', marginInlineEnd: 0.5 }} aria-hidden />
        <bdi>{shortenFileName(value.file_name)}</bdi>
      </>
    );
  };

  return (
    <Box sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        {value && <DocumentThumbnail file={value} label={label} />}
        <Stack sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
          <Typography
            variant="body2"
            color={value && !busy ? 'success.main' : 'text.secondary'}
            noWrap
            // The outcome is announced, not every percent (the progress bar carries those).
            aria-live={state.status === 'uploading' ? 'off' : 'polite'}
          >
            {status()}
          </Typography>
        </Stack>
        {busy ? (
          <Button variant="text" size="small" onClick={cancel} sx={{ flexShrink: 0 }}>
            {t('common.cancel')}
          </Button>
        ) : (
          <Button
            component="label"
            variant="outlined"
            size="small"
            startIcon={<UploadFileIcon />}
            sx={{ flexShrink: 0 }}
          >
            {value ? t('flow.step7.replace') : t('flow.step7.choose')}
            <input
              hidden
              type="file"
              aria-label={label}
              accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void choose(file);
              }}
            />
          </Button>
        )}
      </Stack>
      {busy && (
        <LinearProgress
          variant={state.status === 'uploading' ? 'determinate' : 'indeterminate'}
          value={percent}
          aria-label={t('flow.step7.progressLabel', { document: label })}
          sx={{ mt: 1 }}
        />
      )}
      {refusal && !busy && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {refusal}
        </Alert>
      )}
      {state.status === 'failed' && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {state.message}
          {/* Under the message, not beside it: on a phone a side column squeezes the text. */}
          <Stack direction="row" sx={{ gap: 1, mt: 0.5 }}>
            {state.retry && (
              <Button color="inherit" size="small" onClick={retry}>
                {t('flow.step7.retry')}
              </Button>
            )}
            {/* Nothing is under way to cancel when the file itself was refused (too large, say). */}
            <Button color="inherit" size="small" onClick={cancel}>
              {state.retry ? t('common.cancel') : t('common.close')}
            </Button>
          </Stack>
        </Alert>
      )}
    </Box>
  );
}
