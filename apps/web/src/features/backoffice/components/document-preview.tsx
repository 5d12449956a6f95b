import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { useDialogInHistory } from '../../../lib/dialog-in-history';
import type { useFileUrl } from '../../../lib/use-file-url';
import { ZoomDialog } from './zoom-dialog';

/** The uploaded document in the page: a photo to tap and zoom, a PDF in a frame with a link to open it whole. */
export function DocumentPreview({ file, title }: { file: ReturnType<typeof useFileUrl>; title: string }) {
  const { t } = useTranslation('backoffice');
  // Phones' browsers show no PDF inside a page: there the whole file opens in the phone's own viewer.
  const inlinePdf = useMediaQuery('(pointer: fine) and (min-width: 600px)');
  const [zoom, setZoom] = useDialogInHistory<'zoom'>(`preview:${title}`);
  if (file.isError) return <Alert severity="error">{file.error.message}</Alert>;
  if (!file.url) return <Skeleton variant="rectangular" height={180} aria-label={t('loading')} />;
  if (file.type === 'application/pdf') {
    return (
      <Box>
        {inlinePdf ? (
          <iframe src={file.url} title={title} style={{ width: '100%', height: 320, border: 0 }} />
        ) : (
          <Box
            sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2, bgcolor: 'grey.100', borderRadius: 1 }}
          >
            <PictureAsPdfIcon color="error" fontSize="large" />
            <Typography variant="body2">{t('documents.pdfOnPhone')}</Typography>
          </Box>
        )}
        <Button href={file.url} target="_blank" rel="noopener" size="small">
          {t('documents.openPdf')}
        </Button>
      </Box>
    );
  }
  return (
    <>
      <Box
        component="button"
        type="button"
        onClick={() => setZoom('zoom')}
        aria-label={t('documents.zoom', { name: title })}
        sx={{ p: 0, border: 0, bgcolor: 'grey.100', cursor: 'zoom-in', width: '100%', display: 'block' }}
      >
        <img
          src={file.url}
          alt={title}
          style={{ width: '100%', maxHeight: 260, objectFit: 'contain', display: 'block' }}
        />
      </Box>
      {zoom && <ZoomDialog src={file.url} title={title} onClose={() => setZoom(null)} />}
    </>
  );
}
