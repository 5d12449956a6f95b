import { formatDisplayDate, type TBackofficeContract } from '@bi/domain';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/format';
import { formatInstant } from '../lib/format-instant';

/** What is still open around the contract: a termination request, a refund, the certificate's state. */
export function AfterSaleSummary({ contract }: { contract: TBackofficeContract }) {
  const { t } = useTranslation('backoffice');
  const { termination, refund, certificate } = contract;
  return (
    <Stack sx={{ gap: 1 }}>
      {certificate && (
        <Alert severity={certificate.revoked_at ? 'error' : 'info'} data-testid="certificate-state">
          {certificate.revoked_at
            ? t('contract.certificateRevoked', {
                number: certificate.number,
                when: formatInstant(certificate.revoked_at),
              })
            : t('contract.certificate', {
                number: certificate.number,
                from: formatDisplayDate(certificate.valid_from),
                to: formatDisplayDate(certificate.valid_to),
              })}
        </Alert>
      )}
      {termination && (
        <Alert severity="warning">
          {t(`contract.termination.${termination.status}`, { when: formatInstant(termination.requested_at) })}
        </Alert>
      )}
      {refund && (
        <Alert severity={refund.status === 'refunded' ? 'success' : refund.overdue ? 'error' : 'info'}>
          {t(`contract.refund.${refund.status}`, {
            amount: formatAmount(refund.montant),
            due: formatDisplayDate(refund.due_by),
            reference: refund.reference ?? '',
          })}
        </Alert>
      )}
    </Stack>
  );
}
