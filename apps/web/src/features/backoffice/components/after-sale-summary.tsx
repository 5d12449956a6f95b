import type { TBackofficeContract } from '@bi/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { backofficePaths } from '../../../lib/backoffice-paths';
import { ltr, shownAmount, shownDate, shownInstant } from './admin-format';

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
        <Alert
          severity="warning"
          // The office's mail about a request links here: the page leads on to where it is decided.
          action={
            termination.status === 'open' && (
              <Button component={RouterLink} to={backofficePaths.terminations} color="inherit" size="small">
                {t('contract.termination.handle')}
              </Button>
            )
          }
        >
          {t(`contract.termination.${termination.status}`, { when: shownInstant(termination.requested_at) })}
        </Alert>
      )}
      {refund && (
        <Alert
          severity={refund.status === 'refunded' ? 'success' : refund.overdue ? 'error' : 'info'}
          data-testid="refund-state"
        >
          {t(`contract.refund.${refund.status}`, {
            amount: shownAmount(refund.montant),
            due: shownDate(refund.due_by),
            reference: ltr(refund.reference ?? ''),
          })}
        </Alert>
      )}
    </Stack>
  );
}
