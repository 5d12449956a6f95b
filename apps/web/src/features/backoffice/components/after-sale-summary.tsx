import type { TBackofficeContract } from '@bi/domain';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/format';
import { ltr, shownDate, shownInstant } from './admin-format';

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
                number: ltr(certificate.number),
                when: shownInstant(certificate.revoked_at),
              })
            : t('contract.certificate', {
                number: ltr(certificate.number),
                from: shownDate(certificate.valid_from),
                to: shownDate(certificate.valid_to),
              })}
        </Alert>
      )}
      {termination && (
        <Alert severity="warning">
          {t(`contract.termination.${termination.status}`, { when: shownInstant(termination.requested_at) })}
        </Alert>
      )}
      {refund && (
        <Alert severity={refund.status === 'refunded' ? 'success' : refund.overdue ? 'error' : 'info'}>
          {t(`contract.refund.${refund.status}`, {
            amount: ltr(formatAmount(refund.montant)),
            due: shownDate(refund.due_by),
            reference: ltr(refund.reference ?? ''),
          })}
        </Alert>
      )}
    </Stack>
  );
}
