import { formatDisplayDate, type TStaffVerificationAnswer } from '@bi/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SummaryTable, type TSummaryRow } from '../../../components/summary-table';
import { ValidityBanner } from '../../../components/validity-banner';
import { backofficePaths } from '../../../lib/backoffice-paths';
import { shownInstant } from './admin-format';

/** What the counter checks the person in front of it against: validity, vehicle, and who is insured. */
export function VerificationResult({ answer }: { answer: TStaffVerificationAnswer }) {
  const { t } = useTranslation('backoffice');
  const contract = answer.contract;
  const rows: TSummaryRow[] = [
    [t('verify.certificate'), answer.certificate_number],
    [t('verify.plate'), answer.plate],
    [
      t('verify.validity'),
      // In words: between two dates, which hold no letter, a dash gave no reading order in Arabic.
      t('verify.validityRange', {
        from: formatDisplayDate(answer.valid_from),
        to: formatDisplayDate(answer.valid_to),
      }),
    ],
    ...(answer.trailer_covered ? [[t('verify.trailer'), t('verify.trailerCovered')] as TSummaryRow] : []),
  ];
  if (contract) {
    rows.push(
      [t('verify.insured'), contract.insured_name],
      [t('verify.identity'), contract.num_identity ?? t('verify.none')],
      [t('verify.contract'), contract.code_str],
      [
        t('verify.handedOver'),
        contract.handed_over_at ? shownInstant(contract.handed_over_at) : t('verify.notYet'),
      ],
    );
  }
  return (
    <Stack sx={{ gap: 2 }} data-testid="staff-verification">
      <ValidityBanner status={answer.status} />
      {contract?.termination_requested && (
        <Alert severity="warning" data-testid="verification-termination">
          {t('verify.terminationRequested')}
        </Alert>
      )}
      <SummaryTable rows={rows} label={t('verify.title')} />
      {contract ? (
        <Button
          variant="contained"
          size="large"
          component={Link}
          to={backofficePaths.contract(contract.subscription_id)}
        >
          {t('verify.open')}
        </Button>
      ) : (
        <Alert severity="info">{t('verify.otherOffice')}</Alert>
      )}
    </Stack>
  );
}
