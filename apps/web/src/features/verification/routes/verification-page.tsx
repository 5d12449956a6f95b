import { formatDisplayDate, type TVerificationAnswer } from '@bi/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { ApiError } from '../../../lib/api-client';
import { useVerification } from '../api/get-verification';
import { ValidityBanner } from '../components/validity-banner';

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
  const verification = useVerification(code);
  const unknown = verification.error instanceof ApiError && verification.error.status === 404;
  return (
    <PageContainer maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 2 }}>
          {t('verification.title')}
        </Typography>
        {verification.data ? (
          <Verdict answer={verification.data} />
        ) : unknown ? (
          <Alert severity="error" data-testid="verification-unknown">
            <AlertTitle>{t('verification.notFound')}</AlertTitle>
            {t('verification.notFoundHelp')}
          </Alert>
        ) : verification.isError ? (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => void verification.refetch()}
                loading={verification.isFetching}
              >
                {t('flow.retry')}
              </Button>
            }
          >
            {t('verification.loadFailed')}
          </Alert>
        ) : (
          <CircularProgress aria-label={t('flow.loading')} />
        )}
      </Paper>
    </PageContainer>
  );
}
