import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * Back to the start of the flow, and a download through the browser's own print dialog: it lays out
 * Arabic right to left and offers "Save as PDF" on phones and computers alike.
 */
export function PrintActions({ downloadLabel }: { downloadLabel?: string }) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 1, my: 3, '@media print': { display: 'none' } }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to="/souscriptions/commencer"
          variant="outlined"
          startIcon={
            <ArrowBackIcon
              sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
            />
          }
        >
          {t('legal.back')}
        </Button>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => window.print()}>
          {downloadLabel ?? t('legal.download')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('legal.downloadHint')}
      </Typography>
    </Stack>
  );
}
