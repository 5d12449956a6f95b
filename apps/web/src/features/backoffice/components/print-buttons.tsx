import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications';
import { openStaffPdf } from '../api/open-staff-pdf';

/** The contract (or its latest endorsement) and the certificate, opened to print at the counter. */
export function PrintButtons({
  subscriptionId,
  hasCertificate,
}: {
  subscriptionId: string;
  hasCertificate: boolean;
}) {
  const { t } = useTranslation('backoffice');
  const base = `/backoffice/souscriptions/${encodeURIComponent(subscriptionId)}`;
  const open = (path: string) => openStaffPdf(path).catch((error: Error) => notify('error', error.message));
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => void open(`${base}/pdf`)}>
        {t('print.contract')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<PrintIcon />}
        disabled={!hasCertificate}
        onClick={() => void open(`${base}/certificate`)}
      >
        {t('print.certificate')}
      </Button>
    </Stack>
  );
}
