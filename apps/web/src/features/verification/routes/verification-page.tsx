import { formatDisplayDate, type TVerificationAnswer } from '@bi/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PublicLookupPage } from '../../../components/public-lookup-page';
import { useVerification } from '../api/get-verification';
import { ValidityBanner } from '../../../components/validity-banner';

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack
      direction="row"
      sx={{ justifyContent: 'space-between', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography color="text.secondary">{label}</Typography>
      <Typography component="bdi" sx={{ fontWeight: 700, textAlign: 'end' }} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
}

function Verdict({ answer }: { answer: TVerificationAnswer }) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 2 }}>
      <ValidityBanner status={answer.status} />
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mb: -2 }}>
        {t('verification.plate')}
      </Typography>
      <Typography
        component="bdi"
        dir="ltr"
        data-testid="verification-plate"
        sx={{
          fontSize: '2rem',
          fontWeight: 700,
          letterSpacing: 2,
          textAlign: 'center',
          fontFamily: 'monospace',
        }}
      >
        {answer.plate}
      </Typography>
      <div>
        <Row
          label={t('verification.validFrom')}
          value={formatDisplayDate(answer.valid_from)}
          testId="valid-from"
        />
        <Row label={t('verification.validTo')} value={formatDisplayDate(answer.valid_to)} testId="valid-to" />
        <Row label={t('verification.usage')} value={answer.usage.name} testId="usage" />
        {answer.trailer_covered && (
          <Row label={t('verification.trailer')} value={t('verification.trailerCovered')} testId="trailer" />
        )}
        <Row label={t('verification.number')} value={answer.certificate_number} testId="certificate-number" />
      </div>
      <Typography variant="body2" color="text.secondary" data-testid="checked-on">
        {t('verification.checkedOn', { date: formatDisplayDate(answer.checked_on) })}
      </Typography>
    </Stack>
  );
}

/**
 * /verifier/:code: what a border officer sees after scanning a certificate's QR code. Public, light
 * (its own small chunk), and showing only the vehicle and the cover, never the person insured.
 */
export function VerificationPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  return (
    <PublicLookupPage
      title={t('verification.title')}
      query={useVerification(code)}
      loadFailed={t('verification.loadFailed')}
      notFound={
        <Alert severity="error" data-testid="verification-unknown">
          <AlertTitle>{t('verification.notFound')}</AlertTitle>
          {t('verification.notFoundHelp')}
        </Alert>
      }
    >
      {(answer) => <Verdict answer={answer} />}
    </PublicLookupPage>
  );
}
