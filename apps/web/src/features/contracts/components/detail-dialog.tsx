import { formatDisplayDate, type TSouscriptionAnswer } from '@bi/domain';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { openCertificatePdf } from '../../../api/open-certificate-pdf';
import { openContractPdf } from '../../../api/open-contract-pdf';
import { SummaryTable, usePremiumRows, type TSummaryRow } from '../../../components/summary-table';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { useContractSections as useDetailSections } from '../../../components/use-contract-sections';
import { ContractDocuments } from './contract-documents';

/** A section of the detail: its heading, and its rows as the quote shows them. */
function Section({ title, rows, total }: { title: string; rows: TSummaryRow[]; total?: TSummaryRow }) {
  return (
    <section>
      <Typography variant="h3" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <SummaryTable rows={rows} total={total} label={title} />
    </section>
  );
}

/** The detail of a paid or signed contract (spec §2), full screen on a phone, with its documents. */
export function DetailDialog({
  subscription,
  onClose,
}: {
  subscription: TSouscriptionAnswer;
  onClose: () => void;
}) {
  const { t } = useTranslation(['contracts', 'common', 'errors']);
  // The theme as provided, else MUI's own (a test renders without the app's provider).
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const sections = useDetailSections(subscription);
  const premium = usePremiumRows(subscription.simulation_result);
  const open = (document: (id: string) => Promise<void>) =>
    document(subscription._id).catch((error: unknown) => notify('error', errorMessage(error)));
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {t('detail.title', { code: subscription.code_str })}
        {subscription.periode_info && (
          <Typography component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {t('card.period', {
              from: formatDisplayDate(subscription.periode_info.date_effet),
              to: formatDisplayDate(subscription.periode_info.date_fin),
            })}
          </Typography>
        )}
      </DialogTitle>
      {/* It scrolls on a phone: focusable, so the keyboard scrolls it too. */}
      <DialogContent dividers tabIndex={0}>
        <Stack sx={{ gap: 3 }}>
          {sections.map((section) => (
            <Section key={section.title} title={section.title} rows={section.rows} />
          ))}
          <Section title={t('detail.premium')} rows={premium.rows} total={premium.total} />
          <ContractDocuments subscription={subscription} />
        </Stack>
      </DialogContent>
      <DialogActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<PictureAsPdfIcon />} onClick={() => void open(openContractPdf)}>
          {t('detail.contractPdf')}
        </Button>
        {subscription.statut === 'signed' && (
          <Button startIcon={<PictureAsPdfIcon />} onClick={() => void open(openCertificatePdf)}>
            {t('common:flow.signature.certificate')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {t('common:common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
